import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_DOB,
  type Profile,
  type ProfileUpdate,
  ProfileUpdateSchema,
} from '@scrivania/core/account/schemas';
import { type Gender, genders } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import { useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { type CalendarRange, FormDateField } from '../../../components/ui/date-field.tsx';
import { Field, type FieldProps } from '../../../components/ui/field.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useDocumentMeta } from '../../../lib/document-meta.ts';
import { fieldOf, showServerFieldErrors } from '../../../lib/server-field-errors.ts';
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

/** The calendar offers no birth day after the form's fixed newest one (SPEC section 5). */
const upToMaxDob: CalendarRange = () => ({ max: MAX_DOB });

/** The boxes as the visitor finds them; the gender may be unset until chosen. */
type Values = Omit<z.input<typeof ProfileUpdateSchema>, 'gender'> & { gender: string };
type TextName = Exclude<keyof Values, 'gender'>;
const isField = fieldOf<Values>(ProfileUpdateSchema.shape);

/** The boxes as the profile fills them: every text the schema checks, empty where the profile has none. */
function valuesOf(profile: Profile): Values {
  const text = (value: string | null | undefined) => value ?? '';
  const company = profile.visitor;
  return {
    name: profile.name,
    email: profile.email,
    mobile_no: text(profile.mobile_no),
    dob: text(profile.dob),
    gender: profile.gender ?? '',
    address: text(profile.address),
    desc: text(profile.desc),
    company_name: text(company.company_name),
    company_contact_no: text(company.company_contact_no),
    gst_no: text(company.gst_no),
    vat_no: text(company.vat_no),
    sdi: text(company.sdi),
    pec: text(company.pec),
    company_address: text(company.company_address),
    account_holder_name: text(profile.account_holder_name),
    bank_name: text(profile.bank_name),
    bank_account_no: text(profile.bank_account_no),
    swift_code: text(profile.swift_code),
    ifsc_code: text(profile.ifsc_code),
    upi_id: text(profile.upi_id),
    bank_address: text(profile.bank_address),
    iban: text(profile.iban),
    current_password: '',
  };
}

/** Where the account's money goes: changing any of them needs the current password (decision 075). */
const BANK_FIELDS = [
  'account_holder_name',
  'bank_name',
  'bank_account_no',
  'swift_code',
  'ifsc_code',
  'upi_id',
  'bank_address',
  'iban',
] as const satisfies readonly TextName[];
const isBankField = (name: string): name is (typeof BANK_FIELDS)[number] =>
  (BANK_FIELDS as readonly string[]).includes(name);

function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<Values, unknown, ProfileUpdate>({
    // The boxes hold what the schema's input refines (any text for the gender).
    resolver: zodResolver(ProfileUpdateSchema) as Resolver<Values, unknown, ProfileUpdate>,
    reValidateMode: 'onChange',
    defaultValues: valuesOf(profile),
  });
  const { errors } = form.formState;
  // The avatar and the cover are no fields of the schema: only the server judges them.
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [feedback, setFeedback] = useState<Feedback>(null);
  // A new address needs the current password, so its field shows once the e-mail is edited.
  const [emailChanged, setEmailChanged] = useState(false);
  // So do new bank details: the field shows once one of them differs from the profile's.
  const [bankChanged, setBankChanged] = useState(false);
  const genderId = useId();
  const avatarId = useId();
  const coverId = useId();

  useEffect(() => {
    if (feedback?.kind !== 'success') return;
    const timer = setTimeout(() => setFeedback(null), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [feedback]);

  // The request is the form as the browser has it (multipart, with the files), sent once the schema agrees.
  const onValid = () => {
    if (!formRef.current) return;
    const body = new FormData(formRef.current);
    for (const key of ['avatar', 'cover_img']) {
      const file = body.get(key);
      if (file instanceof File && file.size === 0) body.delete(key);
    }
    setFileErrors({});
    update.mutate(body, {
      onSuccess: () => setFeedback({ kind: 'success', text: messages.account.profileUpdated }),
      onError: (error) => {
        setFileErrors(showServerFieldErrors(error, form.setError, isField));
        if (error instanceof ApiError) {
          setFeedback({ kind: 'failure', text: error.message || messages.account.profileUpdateFailed });
        } else {
          setFeedback({ kind: 'failure', text: messages.account.profileUpdateError });
        }
      },
    });
  };
  const onInvalid = () => {
    setFileErrors({});
    setFeedback(null);
  };

  const field = (name: TextName, label: string, extra: Partial<FieldProps> = {}) => (
    <Field label={label} {...form.register(name)} error={errors[name]?.message} {...extra} />
  );

  // One field for both changes: it shows beside the first one made, with why it is asked.
  const currentPasswordField = (why: string) => (
    <div>
      {field('current_password', currentPassword.label, {
        required: true,
        type: 'password',
        autoComplete: 'current-password',
      })}
      <p className="mt-1 text-sm text-slate-600">{why}</p>
    </div>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      onChange={(event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.name === 'email')
          setEmailChanged(input.value.trim().toLowerCase() !== profile.email.toLowerCase());
        if (input instanceof HTMLInputElement && isBankField(input.name)) {
          const saved = valuesOf(profile);
          setBankChanged(BANK_FIELDS.some((name) => (form.getValues(name) ?? '').trim() !== saved[name]));
        }
      }}
      className="space-y-8"
      encType="multipart/form-data"
    >
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Dati personali</legend>
        {field('name', 'Nome', { required: true, autoComplete: 'name' })}
        <div>
          {field('email', 'Email', { required: true, type: 'email', autoComplete: 'email' })}
          {profile.pending_email && (
            <p className="mt-1 text-sm text-amber-800">{verify.pending(profile.pending_email)}</p>
          )}
        </div>
        {emailChanged && currentPasswordField(currentPassword.forEmail)}
        {field('mobile_no', 'Cellulare (10 cifre)', {
          required: true,
          type: 'tel',
          autoComplete: 'tel',
        })}
        <FormDateField
          control={form.control}
          name="dob"
          label="Data di nascita"
          required
          calendarRange={upToMaxDob}
        />
        <div>
          <label htmlFor={genderId} className="block text-sm font-medium text-slate-800">
            Genere
          </label>
          <select
            id={genderId}
            required
            // Chosen by the markup: registering this select does not pick its default option.
            defaultValue={profile.gender ?? ''}
            {...form.register('gender')}
            {...(errors.gender && { 'aria-invalid': true, 'aria-describedby': `${genderId}-error` })}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          >
            <option value="">Seleziona</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </select>
          {errors.gender && (
            <p id={`${genderId}-error`} className="mt-1 text-sm text-red-700">
              {errors.gender.message}
            </p>
          )}
        </div>
        {field('address', 'Indirizzo', { autoComplete: 'street-address' })}
        {field('desc', 'Descrizione')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Azienda e fatturazione</legend>
        {field('company_name', 'Ragione sociale', { autoComplete: 'organization' })}
        {field('company_contact_no', 'Telefono aziendale (10 cifre)', { type: 'tel' })}
        {field('gst_no', 'C.F. (15 caratteri)')}
        {field('vat_no', 'Partita IVA (13 caratteri)')}
        {field('sdi', 'Codice SDI')}
        {field('pec', 'PEC', { type: 'email' })}
        {field('company_address', 'Sede aziendale')}
      </fieldset>
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
        <legend className="px-2 text-lg font-semibold">Dati bancari</legend>
        {field('account_holder_name', 'Intestatario del conto')}
        {field('bank_name', 'Banca')}
        {field('bank_account_no', 'IBAN / numero di conto')}
        {field('swift_code', 'Codice SWIFT/BIC')}
        {field('ifsc_code', 'Codice filiale')}
        {field('upi_id', 'Identificativo di pagamento')}
        {field('bank_address', 'Indirizzo della banca')}
        {field('iban', messages.account.refundIban, { autoComplete: 'off', spellCheck: false })}
        {bankChanged && !emailChanged && currentPasswordField(currentPassword.forBank)}
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
            {...(fileErrors.avatar && { 'aria-invalid': true, 'aria-describedby': `${avatarId}-error` })}
            className="mt-1 block w-full text-sm"
          />
          {fileErrors.avatar && (
            <p id={`${avatarId}-error`} className="mt-1 text-sm text-red-700">
              {fileErrors.avatar}
            </p>
          )}
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
            {...(fileErrors.cover_img && { 'aria-invalid': true, 'aria-describedby': `${coverId}-error` })}
            className="mt-1 block w-full text-sm"
          />
          {fileErrors.cover_img && (
            <p id={`${coverId}-error`} className="mt-1 text-sm text-red-700">
              {fileErrors.cover_img}
            </p>
          )}
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
