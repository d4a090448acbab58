import { describe, expect, it } from 'vitest';
import { payoutMessages } from './messages.it.ts';
import { CommissionSettingsSchema, PayoutProfileBodySchema, type PayoutProfileInput } from './schemas.ts';

const p = payoutMessages.profile;

const person: PayoutProfileInput = {
  legal_type: 'individual',
  first_name: 'Mario',
  last_name: 'Rossi',
  tax_code: 'rssmra85t10a562s',
  birth_date: '1985-12-10',
  address: 'Via Roma 1',
  zip: '20121',
  city: 'Milano',
  province: 'mi',
  iban: 'IT60 X054 2811 1010 0000 0123 456',
  account_holder: 'Mario Rossi',
};

const company: PayoutProfileInput = {
  legal_type: 'company',
  company_name: 'Spazi Srl',
  tax_code: '12345678903',
  vat_number: 'IT 12345678903',
  address: 'Via Torino 2',
  zip: '10121',
  city: 'Torino',
  province: 'TO',
  iban: 'IT60X0542811101000000123456',
  account_holder: 'Spazi Srl',
};

/** The field errors of a body, by field, as the API answers them. */
function errorsOf(body: unknown): Record<string, string> {
  const result = PayoutProfileBodySchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the payout profile', () => {
  it('takes a person and a company, stored compact and in capitals, Italy by default', () => {
    expect(PayoutProfileBodySchema.parse(person)).toMatchObject({
      tax_code: 'RSSMRA85T10A562S',
      province: 'MI',
      country: 'IT',
      iban: 'IT60X0542811101000000123456',
      company_name: null,
      vat_number: null,
    });
    expect(PayoutProfileBodySchema.parse(company)).toMatchObject({
      vat_number: '12345678903',
      tax_code: '12345678903',
      birth_date: null,
    });
  });

  it('checks the check digits of the codice fiscale, the partita IVA and the IBAN', () => {
    expect(errorsOf({ ...person, tax_code: 'RSSMRA85T10A562T' })).toEqual({ tax_code: p.taxCodeInvalid });
    expect(errorsOf({ ...company, vat_number: '12345678901' })).toEqual({ vat_number: p.vatNumberInvalid });
    expect(errorsOf({ ...person, iban: 'IT60X0542811101000000123457' })).toEqual({ iban: p.ibanInvalid });
    // A person's codice fiscale is never the 11 digits of a company.
    expect(errorsOf({ ...person, tax_code: '12345678903' })).toEqual({ tax_code: p.taxCodeInvalid });
  });

  it('asks a company for its partita IVA and a person for the birth date, in Italian, by field', () => {
    expect(errorsOf({ ...company, vat_number: '' })).toEqual({ vat_number: p.vatNumberRequired });
    expect(errorsOf({ ...person, birth_date: null })).toEqual({ birth_date: p.birthDateRequired });
    expect(errorsOf({ ...person, birth_date: '2999-01-01' })).toEqual({ birth_date: p.birthDateInvalid });
    expect(errorsOf({ ...person, first_name: ' ', last_name: undefined })).toEqual({
      first_name: p.firstNameRequired,
      last_name: p.lastNameRequired,
    });
    expect(errorsOf({ ...person, zip: '2012', province: 'Milano' })).toEqual({
      zip: p.zipInvalid,
      province: p.provinceInvalid,
    });
    expect(errorsOf({ ...person, legal_type: 'ente' })).toMatchObject({ legal_type: p.legalTypeInvalid });
  });

  it('takes a host abroad by the shape of their codes, not Italy’s check digits', () => {
    const german = { ...person, country: 'de', tax_code: '12345678901', zip: '10115', province: 'Berlin' };
    expect(PayoutProfileBodySchema.parse(german)).toMatchObject({ country: 'DE', province: 'Berlin' });
    expect(errorsOf({ ...german, tax_code: 'x' })).toEqual({ tax_code: p.foreignTaxCodeInvalid });
  });
});

describe('the commission setting', () => {
  it('takes 0 to 50 with at most two decimals', () => {
    for (const ok of [0, 10, 12.35, 50])
      expect(CommissionSettingsSchema.safeParse({ commission_percent: ok }).success).toBe(true);
    for (const bad of [-1, 50.01, 10.001, '10', null])
      expect(CommissionSettingsSchema.safeParse({ commission_percent: bad }).success).toBe(false);
  });
});
