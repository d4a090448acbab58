import type { Profile } from '@scrivania/core/account/schemas';
import { imageSrcSet, imageUrl } from '@scrivania/core/images';
import { messages } from '@scrivania/core/messages.it';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { hostPaths } from '../../../lib/host-paths.ts';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { EmailStatus } from './email-status.tsx';

const hostArea = messages.account.hostArea;
const GENDER: Record<string, string> = { male: 'Uomo', female: 'Donna', other: 'Altro' };
const italianDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);

function Details({ title, rows }: { title: string; rows: Array<[string, string | null]> }) {
  const filled = rows.filter(([, value]) => value);
  return (
    <section className="rounded-2xl border border-slate-200 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {filled.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">Nessun dato inserito.</p>
      ) : (
        <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
          {filled.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

/** Login leads every account to /Profile (SPEC): from here a host's work is one click away. */
function HostAreaLink() {
  return (
    <section
      aria-label={hostArea.link}
      className="mt-6 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5"
    >
      <p className="text-slate-800">{hostArea.hint}</p>
      <ButtonLink to={hostPaths.home} size="md">
        {hostArea.link}
      </ButtonLink>
    </section>
  );
}

function ProfileView({ user, unreadBadge }: { user: Profile; unreadBadge: ProfilePageProps['unreadBadge'] }) {
  const v = user.visitor;
  return (
    <>
      <div className="relative h-48 bg-brand-800 md:h-64">
        {user.cover_img && (
          <img
            src={imageUrl(user.cover_img)}
            srcSet={imageSrcSet(user.cover_img)}
            sizes="100vw"
            alt=""
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="mx-auto max-w-5xl px-4">
        <div className="-mt-12 flex flex-wrap items-end gap-4">
          {user.avatar ? (
            <img
              src={imageUrl(user.avatar, 480)}
              alt={`Avatar di ${user.name}`}
              width={112}
              height={112}
              className="size-28 rounded-full border-4 border-white object-cover shadow"
            />
          ) : (
            <span
              aria-hidden="true"
              className="grid size-28 place-items-center rounded-full border-4 border-white bg-brand-700 text-4xl text-white"
            >
              {user.name.slice(0, 1).toUpperCase()}
            </span>
          )}
          <div className="pb-2">
            <h1 className="text-3xl font-bold text-slate-900">{user.name}</h1>
            <p className="text-slate-600">{user.email}</p>
          </div>
          <div className="ml-auto flex gap-2 pb-2">
            <Link
              to={paths.editProfile}
              className="rounded-md border border-brand-700 px-4 py-2 font-medium text-brand-800 hover:bg-brand-50"
            >
              Modifica profilo
            </Link>
            <ButtonLink to={paths.chat} size="md">
              Messaggi
              {unreadBadge?.(user._id)}
            </ButtonLink>
          </div>
        </div>
        {user.role === 'host' && <HostAreaLink />}
        <EmailStatus user={user} />
        <div className="grid gap-6 py-10 md:grid-cols-2">
          <Details
            title="Contatti"
            rows={[
              ['Cellulare', user.mobile_no],
              ['Data di nascita', italianDate(user.dob)],
              ['Genere', user.gender ? (GENDER[user.gender] ?? user.gender) : null],
              ['Indirizzo', user.address],
              ['Descrizione', user.desc],
            ]}
          />
          <Details
            title="Azienda"
            rows={[
              ['Ragione sociale', v.company_name],
              ['Telefono aziendale', v.company_contact_no],
              ['C.F.', v.gst_no],
              ['Partita IVA', v.vat_no],
              ['SDI', v.sdi],
              ['PEC', v.pec],
              ['Sede', v.company_address],
            ]}
          />
          <Details
            title="Dati bancari"
            rows={[
              ['Intestatario', user.account_holder_name],
              ['Banca', user.bank_name],
              ['IBAN / conto', user.bank_account_no],
              ['SWIFT/BIC', user.swift_code],
              ['Indirizzo della banca', user.bank_address],
              [messages.account.refundIban, user.iban],
            ]}
          />
        </div>
      </div>
    </>
  );
}

/** /Profile: shown inside the login guard, so the session is there. */
export interface ProfilePageProps {
  /** The count of unread messages beside the messages link, which the chat feature draws. */
  unreadBadge?: (meId: number) => ReactNode;
}

export function ProfilePage({ unreadBadge }: ProfilePageProps) {
  useDocumentMeta({ title: 'Profilo' });
  const session = useSession();
  return session.status === 'logged-in' ? (
    <ProfileView user={session.user} unreadBadge={unreadBadge} />
  ) : null;
}
