import type { City } from '@scrivania/core/catalog/schemas';
import { commonMessages } from '@scrivania/core/common-messages.it';
import type { Footer as FooterData } from '@scrivania/core/content/schemas';
import { imageUrl } from '@scrivania/core/images';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
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

/** The first year of the copyright line SPEC gives; the line runs from it to the current year. */
const FIRST_YEAR = 2023;

/**
 * The footer; `cities` (catalog's popular cities) and `footer` (content's) are undefined until they
 * arrive; `year` is the current year.
 */
export function Footer({
  cities,
  footer,
  year,
}: {
  cities: readonly City[] | undefined;
  footer: FooterData | undefined;
  year: number;
}) {
  const ready = (cities?.length ?? 0) > 0;

  return (
    <footer className="bg-slate-900 text-slate-300">
      {ready ? (
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 md:grid-cols-2 lg:grid-cols-4">
          <div className="lg:col-span-2">
            {footer?.company_logo ? (
              <img
                src={imageUrl(footer.company_logo, 480)}
                alt="Scrivania"
                width={48}
                height={48}
                loading="lazy"
                className="size-12 rounded-lg"
              />
            ) : (
              <Logo light />
            )}
            <p className="mt-4 max-w-md text-sm leading-relaxed">{footer?.company_desc}</p>
            {footer && <SocialLinks footer={footer} />}
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
              {cities?.map((city) => (
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
        © {year > FIRST_YEAR ? `${FIRST_YEAR}–${year}` : FIRST_YEAR} Scrivania. Tutti i diritti riservati.
      </p>
    </footer>
  );
}
