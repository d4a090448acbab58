import { MAX_DOB, type Profile, ProfileUpdateSchema } from '@scrivania/core/account/schemas';
import { type Gender, genders } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, type FieldProps } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { useUpdateProfile } from '../api/post-profile-update.ts';

const SUCCESS_VISIBLE_MS = 3000;
const GENDER_LABELS: Record<Gender, string> = {
  male: 'Uomo',
  female: 'Donna',
  other: 'Altro',
};
type Feedback = { kind: 'success' | 'failure'; text: string } | null;
const { verify, currentPassword } = messages.account;

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  // A new address needs the current password, so its field shows once the e-mail is edited.
  const [emailChanged, setEmailChanged] = useState(false);
  const genderId = useId();
  const avatarId = useId();
  const coverId = useId();

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => setFeedback(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string'));
    const parsed = ProfileUpdateSchema.safeParse(fields);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      setFeedback(null);
      return;
    }
    for (const key of ['avatar', 'cover_img']) {
      const file = form.get(key);
      if (file instanceof File && file.size === 0) form.delete(key);
    }
    setErrors({});
    update.mutate(form, {
      onSuccess: () => setFeedback({ kind: 'success', text: messages.account.profileUpdated }),
      onError: (error) => {
        if (error instanceof ApiError) {
          setErrors(error.fieldErrors ?? {});
          setFeedback({ kind: 'failure', text: error.message || messages.account.profileUpdateFailed });
        } else {
          setFeedback({ kind: 'failure', text: messages.account.profileUpdateError });
        }
      },
    });
  };

  const field = (name: string, label: string, value: string | null, extra: Partial<FieldProps> = {}) => (
    <Field name={name} label={label} defaultValue={value ?? ''} error={errors[name]} {...extra} />
  );
  const v = profile.visitor;

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.name === 'email')
          setEmailChanged(input.value.trim().toLowerCase() !== profile.email.toLowerCase());
      }}
      className="space-y-8"
      encType="multipart/form-data"
    >
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Dati personali</legend>
        {field('name', 'Nome', profile.name, { required: true, autoComplete: 'name' })}
        <div>
          {field('email', 'Email', profile.email, { required: true, type: 'email', autoComplete: 'email' })}
          {profile.pending_email && (
            <p className="mt-1 text-sm text-amber-800">{verify.pending(profile.pending_email)}</p>
          )}
        </div>
        {emailChanged && (
          <div>
            {field('current_password', currentPassword.label, null, {
              required: true,
              type: 'password',
              autoComplete: 'current-password',
            })}
            <p className="mt-1 text-sm text-slate-600">{currentPassword.forEmail}</p>
          </div>
        )}
        {field('mobile_no', 'Cellulare (10 cifre)', profile.mobile_no, {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
        })}
        {field('dob', 'Data di nascita', profile.dob, { required: true, type: 'date', max: MAX_DOB })}
        <div>
          <label htmlFor={genderId} className="block text-sm font-medium text-slate-800">
            Genere
          </label>
          <select
            id={genderId}
            name="gender"
            required
            defaultValue={profile.gender ?? ''}
            aria-invalid={errors.gender ? true : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="">Seleziona</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
          {errors.gender && <p className="mt-1 text-sm text-red-700">{errors.gender}</p>}
        </div>
        {field('address', 'Indirizzo', profile.address, { autoComplete: 'street-address' })}
        {field('desc', 'Descrizione', profile.desc)}
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Azienda e fatturazione</legend>
        {field('company_name', 'Ragione sociale', v.company_name, { autoComplete: 'organization' })}
        {field('company_contact_no', 'Telefono aziendale (10 cifre)', v.company_contact_no, { type: 'tel' })}
        {field('gst_no', 'C.F. (15 caratteri)', v.gst_no)}
        {field('vat_no', 'Partita IVA (13 caratteri)', v.vat_no)}
        {field('sdi', 'Codice SDI', v.sdi)}
        {field('pec', 'PEC', v.pec, { type: 'email' })}
        {field('company_address', 'Sede aziendale', v.company_address)}
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Dati bancari</legend>
        {field('account_holder_name', 'Intestatario del conto', profile.account_holder_name)}
        {field('bank_name', 'Banca', profile.bank_name)}
        {field('bank_account_no', 'IBAN / numero di conto', profile.bank_account_no)}
        {field('swift_code', 'Codice SWIFT/BIC', profile.swift_code)}
        {field('ifsc_code', 'Codice filiale', profile.ifsc_code)}
        {field('upi_id', 'Identificativo di pagamento', profile.upi_id)}
        {field('bank_address', 'Indirizzo della banca', profile.bank_address)}
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Immagini</legend>
        <div>
          <label htmlFor={avatarId} className="block text-sm font-medium text-slate-800">
            Avatar
          </label>
          <input
            id={avatarId}
            name="avatar"
            type="file"
            accept="image/*"
            className="mt-1 block w-full text-sm"
          />
          {errors.avatar && <p className="mt-1 text-sm text-red-700">{errors.avatar}</p>}
        </div>
        <div>
          <label htmlFor={coverId} className="block text-sm font-medium text-slate-800">
            Immagine di copertina
          </label>
          <input
            id={coverId}
            name="cover_img"
            type="file"
            accept="image/*"
            className="mt-1 block w-full text-sm"
          />
          {errors.cover_img && <p className="mt-1 text-sm text-red-700">{errors.cover_img}</p>}
        </div>
      </fieldset>
      {feedback && (
        <p
          role={feedback.kind === 'success' ? 'status' : 'alert'}
          className={`rounded-md p-3 text-sm ${feedback.kind === 'success' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}
        >
          {feedback.text}
        </p>
      )}
      <Button type="submit" disabled={update.isPending}>
        Salva modifiche
      </Button>
    </form>
  );
}

/** /EditProfile: personal, company, tax and bank details, avatar and cover. The login guard wraps it. */
export function EditProfilePage() {
  useDocumentMeta({ title: 'Modifica profilo' });
  const session = useSession();
  return (
    <>
      <PageHeader
        title="Modifica profilo"
        crumbs={[{ label: 'Profilo', to: '/Profile' }, { label: 'Modifica profilo' }]}
      />
      <div className="mx-auto max-w-4xl px-4 py-10">
        {session.status === 'logged-in' ? (
          <ProfileForm profile={session.user} />
        ) : (
          <p>{messages.common.loading}</p>
        )}
      </div>
    </>
  );
}
