import type { Profile } from '@scrivania/core/account/schemas';
import type { Billing, BillingInput } from '@scrivania/core/booking/schemas';
import { messages } from '@scrivania/core/messages.it';
import type { UseFormReturn } from 'react-hook-form';
import { Field, type FieldProps } from '../../../components/ui/field.tsx';

const c = messages.booking.checkout;

/** First word as first name, the rest as last name: a fair guess the user can correct. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

export type BillingForm = UseFormReturn<BillingInput, unknown, Billing>;

/** The billing form's starting values: what the profile already knows. */
export function billingDefaults(profile: Profile): BillingInput {
  const [firstName, lastName] = splitName(profile.name);
  const v = profile.visitor;
  return {
    first_name: firstName,
    last_name: lastName,
    email: profile.email,
    mobile_no: profile.mobile_no ?? '',
    address: profile.address ?? '',
    zip: '',
    state: '',
    country: '',
    company_name: v.company_name ?? '',
    pec: v.pec ?? '',
    sdi: v.sdi ?? '',
    tax_id_code: '',
  };
}

const FIELDS: [keyof BillingInput, string, Partial<FieldProps>][] = [
  ['first_name', c.firstName, { required: true, autoComplete: 'given-name' }],
  ['last_name', c.lastName, { required: true, autoComplete: 'family-name' }],
  ['email', c.email, { required: true, type: 'email', autoComplete: 'email' }],
  ['mobile_no', c.mobile, { required: true, type: 'tel', autoComplete: 'tel' }],
  ['address', c.address, { required: true, autoComplete: 'street-address' }],
  ['zip', c.zip, { autoComplete: 'postal-code', inputMode: 'numeric' }],
  ['state', c.city, { required: true, autoComplete: 'address-level2' }],
  ['country', c.province, { required: true, autoComplete: 'address-level1' }],
  ['company_name', c.company, { autoComplete: 'organization' }],
  ['pec', c.pec, { type: 'email' }],
  ['sdi', c.sdi, {}],
  ['tax_id_code', c.taxCode, {}],
];

/** The billing fields of SPEC section 5, on the checkout's form, each with its schema message. */
export function BillingFields({ form }: { form: BillingForm }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
      <legend className="px-2 text-lg font-semibold">{c.billing}</legend>
      {FIELDS.map(([name, label, extra]) => (
        <Field
          key={name}
          label={label}
          error={form.formState.errors[name]?.message}
          {...extra}
          {...form.register(name)}
        />
      ))}
    </fieldset>
  );
}
