import type { Profile } from '@scrivania/core/account/schemas';
import { messages } from '@scrivania/core/messages.it';
import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';

const c = messages.booking.checkout;

/** First word as first name, the rest as last name: a fair guess the user can correct. */
function splitName(name: string): [string, string] {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return [first, rest.join(' ')];
}

/** The billing fields of SPEC section 5, prefilled from the profile. */
export function BillingFields({ profile, errors }: { profile: Profile; errors: Record<string, string> }) {
  const [firstName, lastName] = splitName(profile.name);
  const v = profile.visitor;
  const fields: [string, string, string | null, Partial<TextFieldProps>][] = [
    ['first_name', c.firstName, firstName, { required: true, autoComplete: 'given-name' }],
    ['last_name', c.lastName, lastName, { required: true, autoComplete: 'family-name' }],
    ['email', c.email, profile.email, { required: true, type: 'email', autoComplete: 'email' }],
    ['mobile_no', c.mobile, profile.mobile_no, { required: true, type: 'tel', autoComplete: 'tel' }],
    ['address', c.address, profile.address, { required: true, autoComplete: 'street-address' }],
    ['state', c.city, null, { required: true, autoComplete: 'address-level2' }],
    ['country', c.province, null, { required: true, autoComplete: 'address-level1' }],
    ['company_name', c.company, v.company_name, { autoComplete: 'organization' }],
    ['pec', c.pec, v.pec, { type: 'email' }],
    ['sdi', c.sdi, v.sdi, {}],
    ['tax_id_code', c.taxCode, null, {}],
  ];
  return (
    <fieldset className="grid gap-4 rounded-2xl border border-slate-200 p-6 md:grid-cols-2">
      <legend className="px-2 text-lg font-semibold">{c.billing}</legend>
      {fields.map(([name, label, value, extra]) => (
        <TextField
          key={name}
          name={name}
          label={label}
          defaultValue={value}
          error={errors[name]}
          {...extra}
        />
      ))}
    </fieldset>
  );
}
