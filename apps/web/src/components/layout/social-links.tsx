import type { Footer } from '@scrivania/core/content/schemas';

const ICONS = {
  facebook: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4v2H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z',
  instagram:
    'M12 7a5 5 0 100 10 5 5 0 000-10zm0 8a3 3 0 110-6 3 3 0 010 6zm5.5-9a1.2 1.2 0 100 2.4 1.2 1.2 0 000-2.4zM7 2h10a5 5 0 015 5v10a5 5 0 01-5 5H7a5 5 0 01-5-5V7a5 5 0 015-5z',
  linkedin:
    'M4 9h4v12H4zM6 3a2 2 0 110 4 2 2 0 010-4zm4 6h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.5 2.6 4.5 6V21h-4v-5.5c0-1.4 0-3.2-2-3.2s-2.5 1.5-2.5 3.1V21h-4z',
  twitter: 'M3 3h5l4.5 6L18 3h3l-7 8 8 10h-5l-5-6.5L6.5 21h-3l7.5-8.5z',
} as const;

const NETWORKS = [
  ['facebook_link', 'facebook', 'Facebook'],
  ['instagram_link', 'instagram', 'Instagram'],
  ['linkedin_link', 'linkedin', 'LinkedIn'],
  ['twitter_link', 'twitter', 'X (Twitter)'],
] as const;

export function SocialLinks({ footer }: { footer: Footer }) {
  return (
    <ul className="mt-4 flex gap-3">
      {NETWORKS.map(([field, icon, label]) => {
        const href = footer[field];
        if (!href) return null;
        return (
          <li key={field}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="grid size-9 place-items-center rounded-full bg-slate-800 hover:bg-brand-700"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
                <path d={ICONS[icon]} />
              </svg>
              <span className="sr-only">{`Scrivania su ${label}`}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
