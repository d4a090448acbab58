import type { PageSection } from '@scrivania/core/content/schemas';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Photo } from '../ui/photo.tsx';
import { SafeHtml } from '../ui/safe-html.tsx';

const buttonClass =
  'mt-6 inline-block rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50';

/** Whether a path is the help center's, in any letter case: there the band's button mails support. */
export const isHelpCenterPath = (pathname: string) =>
  pathname.toLowerCase() === paths.helpCenter.toLowerCase();

/**
 * The call-to-action band (content's section 7); on the help center (`supportEmail` given, once known)
 * its button becomes a mail link to support.
 */
export function CtaBand({
  section,
  onHelpCenter,
  supportEmail,
}: {
  section: PageSection | undefined;
  onHelpCenter: boolean;
  supportEmail: string | undefined;
}) {
  if (!section) return null;
  const { title, short_desc: shortDesc, photo } = section;

  return (
    <section aria-labelledby="cta-title" className="bg-brand-800 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2">
        <div>
          <h2 id="cta-title" className="text-2xl font-bold md:text-3xl">
            {title}
          </h2>
          <SafeHtml html={shortDesc} className="mt-3 text-brand-100" />
          {onHelpCenter ? (
            supportEmail && (
              <a href={`mailto:${supportEmail}`} className={buttonClass}>
                Contattaci!
              </a>
            )
          ) : (
            <Link to={paths.helpCenter} className={buttonClass}>
              Scopri di +
            </Link>
          )}
        </div>
        <Photo
          fileName={photo}
          sizes="(min-width: 768px) 50vw, 100vw"
          className="aspect-[3/2] w-full rounded-xl object-cover"
        />
      </div>
    </section>
  );
}
