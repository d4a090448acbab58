import { commonMessages } from '@scrivania/core/common-messages.it';
import { imageUrl } from '@scrivania/core/images';
import { Link } from 'react-router';
import { paths } from '../../app/paths.ts';
import { useFooter } from '../../features/layout/api/get-footer.ts';
import { usePopularCities } from '../../features/layout/api/get-popular-cities.ts';
import { Logo } from './logo.tsx';
import { SocialLinks } from './social-links.tsx';

const LINKS = [
  ['Chi siamo', paths.about],
  ['Centro assistenza', paths.helpCenter],
  ['Contattaci', paths.contact],
  ['FAQ', paths.faq],
  ['Privacy Policy', paths.privacy],
  ['Termini & Condizioni', paths.terms],
] as const;

export function Footer() {
  const cities = usePopularCities();
  const footer = useFooter();
  const ready = (cities.data?.length ?? 0) > 0;

  return (
    <footer className="bg-slate-900 text-slate-300">
      {ready ? (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            {footer.data?.company_logo ? (
              <img
                src={imageUrl(footer.data.company_logo, 480)}
                alt="Scrivania"
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-lg"
              />
            ) : (
              <Logo light />
            )}
            <p className="mt-4 max-w-md text-sm leading-relaxed">{footer.data?.company_desc}</p>
            {footer.data && <SocialLinks footer={footer.data} />}
          </div>
          <nav aria-label="Link utili">
            <h2 className="font-semibold text-white">Scrivania</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {LINKS.map(([label, to]) => (
                <li key={to}>
                  <Link to={to} className="hover:text-white">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Città popolari">
            <h2 className="font-semibold text-white">Città popolari</h2>
            <ul className="mt-3 space-y-2 text-sm">
              {cities.data?.map((city) => (
                <li key={city._id}>
                  <Link to={paths.city(city._id)} className="hover:text-white">
                    {city.city_name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : (
        <p className="mx-auto max-w-7xl px-4 py-12">{commonMessages.loading}</p>
      )}
      <p className="border-t border-slate-800 py-4 text-center text-sm">
        © 2023 Scrivania. Tutti i diritti riservati.
      </p>
    </footer>
  );
}
