import { zodResolver } from '@hookform/resolvers/zod';
import { type PayoutLegalType, payoutLegalTypes } from '@scrivania/core/domain';
import { messages } from '@scrivania/core/messages.it';
import {
  type PayoutProfile,
  type PayoutProfileBody,
  PayoutProfileBodySchema,
  type PayoutProfileResponse,
  payoutProfileFields,
} from '@scrivania/core/payouts/schemas';
import { useState } from 'react';
import { type Path, type Resolver, useForm } from 'react-hook-form';
import { Button } from '../../../../components/ui/button.tsx';
import { FormDateField } from '../../../../components/ui/date-field.tsx';
import { Field, type FieldProps } from '../../../../components/ui/field.tsx';
import { type FormFeedback, FormMessage } from '../../../../components/ui/form-message.tsx';
import { serverMessageOr } from '../../../../lib/api-client.ts';
import { formatRomeDateTime } from '../../../../lib/format.ts';
import { showServerFieldErrors } from '../../../../lib/server-field-errors.ts';
import { useSavePayoutProfile } from '../api/payout-profile.ts';

const f = messages.payouts.screen.form;

type TextName = Exclude<(typeof payoutProfileFields)[number], 'legal_type'> | 'current_password';
/** The boxes as the host finds them: every field a text, empty where the profile has none. */
type Values = { legal_type: PayoutLegalType } & Record<TextName, string>;

const FIELD_NAMES: readonly string[] = [...payoutProfileFields, 'current_password'];
const isField = (name: string): name is Path<Values> => FIELD_NAMES.includes(name);

/** The field's label, as the history names a changed field too. */
const LABELS: Record<(typeof payoutProfileFields)[number], string> = {
  legal_type: f.legalType,
  first_name: f.firstName,
  last_name: f.lastName,
  company_name: f.companyName,
  tax_code: f.taxCode,
  vat_number: f.vatNumber,
  birth_date: f.birthDate,
  address: f.address,
  zip: f.zip,
  city: f.city,
  province: f.province,
  country: f.country,
  iban: f.iban,
  account_holder: f.accountHolder,
};

function valuesOf(profile: PayoutProfile | null): Values {
  const text = (value: string | null | undefined) => value ?? '';
  return {
    legal_type: profile?.legal_type ?? 'individual',
    first_name: text(profile?.first_name),
    last_name: text(profile?.last_name),
    company_name: text(profile?.company_name),
    tax_code: text(profile?.tax_code),
    vat_number: text(profile?.vat_number),
    birth_date: text(profile?.birth_date),
    address: text(profile?.address),
    zip: text(profile?.zip),
    city: text(profile?.city),
    province: text(profile?.province),
    country: profile?.country ?? 'IT',
    iban: text(profile?.iban),
    account_holder: text(profile?.account_holder),
    current_password: '',
  };
}

const compactIban = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * The payout profile: a person or a company, their tax data, address and IBAN. Each field's error,
 * the schema's or the server's, is under it; a new IBAN asks for the current password in the form.
 */
export function PayoutProfileForm({ data }: { data: PayoutProfileResponse['data'] }) {
  const save = useSavePayoutProfile();
  const form = useForm<Values, unknown, PayoutProfileBody>({
    // The boxes hold what the schema's input refines (text where it takes text or null).
    resolver: zodResolver(PayoutProfileBodySchema) as Resolver<Values, unknown, PayoutProfileBody>,
    reValidateMode: 'onChange',
    defaultValues: valuesOf(data.profile),
  });
  const [feedback, setFeedback] = useState<FormFeedback>(null);
  const { errors } = form.formState;
  const legalType = form.watch('legal_type');
  const iban = form.watch('iban');
  const savedIban = data.profile?.iban ?? '';
  const asksPassword = compactIban(iban) !== savedIban;

  const onValid = (body: PayoutProfileBody) => {
    setFeedback(null);
    save.mutate(
      { ...body, current_password: body.current_password || undefined },
      {
        onSuccess: (answer) => {
          form.reset(valuesOf(answer.data.profile));
          setFeedback({ kind: 'success', text: answer.message });
        },
        onError: (error) => {
          showServerFieldErrors(error, form.setError, isField);
          setFeedback({ kind: 'error', text: serverMessageOr(error, f.saveFailed) });
        },
      },
    );
  };

  const field = (name: TextName, label: string, extra: Partial<FieldProps> = {}) => (
    <Field label={label} {...form.register(name)} error={errors[name]?.message} {...extra} />
  );

  return (
    <section
      aria-labelledby="payout-profile-title"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-5"
    >
      <div>
        <h2 id="payout-profile-title" className="text-lg font-semibold text-slate-900">
          {f.title}
        </h2>
        <p className="mt-1 text-slate-600">{f.intro}</p>
      </div>
      <form noValidate onSubmit={form.handleSubmit(onValid, () => setFeedback(null))} className="space-y-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 block text-sm font-medium text-slate-800">{f.legalType}</legend>
          {payoutLegalTypes.map((type) => (
            <label key={type} className="inline-flex items-center gap-2">
              <input
                type="radio"
                value={type}
                {...form.register('legal_type')}
                className="focus-visible:outline-2 focus-visible:outline-brand-700"
              />
              {f.legalTypes[type]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 md:grid-cols-2">
          {legalType === 'company' ? (
            <>
              {field('company_name', f.companyName, { autoComplete: 'organization' })}
              {field('vat_number', f.vatNumber)}
            </>
          ) : (
            <>
              {field('first_name', f.firstName, { autoComplete: 'given-name' })}
              {field('last_name', f.lastName, { autoComplete: 'family-name' })}
              <FormDateField control={form.control} name="birth_date" label={f.birthDate} />
              {field('vat_number', f.vatNumberOptional)}
            </>
          )}
          {field('tax_code', f.taxCode, { spellCheck: false })}
          {field('address', f.address, { autoComplete: 'street-address' })}
          {field('zip', f.zip, { autoComplete: 'postal-code' })}
          {field('city', f.city, { autoComplete: 'address-level2' })}
          {field('province', f.province, { autoComplete: 'address-level1' })}
          {field('country', f.country, { autoComplete: 'country' })}
          {field('iban', f.iban, { autoComplete: 'off', spellCheck: false })}
          {field('account_holder', f.accountHolder, { autoComplete: 'name' })}
          {asksPassword && (
            <div>
              {field('current_password', f.currentPassword, {
                type: 'password',
                autoComplete: 'current-password',
              })}
              <p className="mt-1 text-sm text-slate-600">{f.currentPasswordWhy}</p>
            </div>
          )}
        </div>
        <FormMessage feedback={feedback} />
        <Button type="submit" size="md" disabled={save.isPending}>
          {save.isPending ? f.saving : f.save}
        </Button>
      </form>
      <div>
        <h3 className="font-semibold text-slate-900">{f.history}</h3>
        {data.history.length === 0 ? (
          <p className="text-sm text-slate-600">{f.noHistory}</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {data.history.map((change) => (
              <li key={change.at}>
                {f.historyLine(
                  formatRomeDateTime(change.at),
                  change.fields.map((name) => LABELS[name]).join(', '),
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
