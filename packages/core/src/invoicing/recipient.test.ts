import { describe, expect, it } from 'vitest';
import { customerIdentity, customerName, deliveryOf } from './recipient.ts';

describe('deliveryOf', () => {
  it('uses the SDI code when given, upper-cased, with no PEC', () => {
    expect(deliveryOf({ sdi: 'm5uxcr1', pec: 'rossi@pec.it' })).toEqual({
      codiceDestinatario: 'M5UXCR1',
      pecDestinatario: null,
    });
  });

  it('uses 0000000 with the PEC when there is no SDI code', () => {
    expect(deliveryOf({ sdi: null, pec: ' rossi@pec.it ' })).toEqual({
      codiceDestinatario: '0000000',
      pecDestinatario: 'rossi@pec.it',
    });
  });

  it('uses 0000000 alone with neither, and ignores a public office’s six-character code', () => {
    expect(deliveryOf({ sdi: null, pec: null })).toEqual({
      codiceDestinatario: '0000000',
      pecDestinatario: null,
    });
    expect(deliveryOf({ sdi: 'UFXYZ1', pec: null })).toEqual({
      codiceDestinatario: '0000000',
      pecDestinatario: null,
    });
    expect(deliveryOf({ sdi: '0000000', pec: 'a@pec.it' })).toEqual({
      codiceDestinatario: '0000000',
      pecDestinatario: 'a@pec.it',
    });
  });
});

describe('customerIdentity', () => {
  const person = { companyName: null, firstName: 'Mario', lastName: 'Rossi' };

  it('a company with a partita IVA: IdFiscaleIVA and the same number as codice fiscale', () => {
    const identity = customerIdentity({ ...person, companyName: 'Rossi S.r.l.', taxIdCode: '01234567897' });
    expect(identity).toEqual({
      vatNumber: '01234567897',
      taxCode: '01234567897',
      name: { company: 'Rossi S.r.l.' },
    });
    expect(customerName(identity)).toBe('Rossi S.r.l.');
  });

  it('a person with a codice fiscale, upper-cased', () => {
    const identity = customerIdentity({ ...person, taxIdCode: 'rssmra85t10a562s' });
    expect(identity).toEqual({
      vatNumber: null,
      taxCode: 'RSSMRA85T10A562S',
      name: { firstName: 'Mario', lastName: 'Rossi' },
    });
    expect(customerName(identity)).toBe('Mario Rossi');
  });

  it('a professional with a partita IVA and no company: IdFiscaleIVA only', () => {
    expect(customerIdentity({ ...person, taxIdCode: '01234567897' })).toMatchObject({
      vatNumber: '01234567897',
      taxCode: null,
    });
  });

  it('no identifier when none is given or it fails its check character', () => {
    for (const taxIdCode of [null, '01234567890', 'RSSMRA85T10A562X'])
      expect(customerIdentity({ ...person, taxIdCode })).toMatchObject({ vatNumber: null, taxCode: null });
  });
});
