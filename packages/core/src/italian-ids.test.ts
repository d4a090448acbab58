import { describe, expect, it } from 'vitest';
import { isCodiceFiscale, isIban, isPartitaIva, isSdiCode } from './italian-ids.ts';

describe('Italian billing identifiers', () => {
  it('accepts a codice fiscale with the right check letter, in either case', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562S')).toBe(true);
    expect(isCodiceFiscale('rssmra85t10a562s')).toBe(true);
  });

  it('refuses a codice fiscale with a wrong check letter or shape', () => {
    expect(isCodiceFiscale('RSSMRA85T10A562T')).toBe(false);
    expect(isCodiceFiscale('RSSMRA85T10A562')).toBe(false);
    expect(isCodiceFiscale('RSSMRA85Z10A562S')).toBe(false);
  });

  it('checks the partita IVA check digit', () => {
    expect(isPartitaIva('01114601006')).toBe(true);
    expect(isPartitaIva('12345678903')).toBe(true);
    expect(isPartitaIva('12345678901')).toBe(false);
    expect(isPartitaIva('1234567890')).toBe(false);
  });

  it('takes SDI codes of 7 (business) or 6 (public office) upper-case characters', () => {
    expect(isSdiCode('M5UXCR1')).toBe(true);
    expect(isSdiCode('UFXYZ1')).toBe(true);
    expect(isSdiCode('m5uxcr1')).toBe(false);
    expect(isSdiCode('M5UXCR12')).toBe(false);
  });
});

describe('isIban', () => {
  it('takes IBANs with valid check digits, spaces and lower case included', () => {
    expect(isIban('IT60X0542811101000000123456')).toBe(true);
    expect(isIban('it60 x054 2811 1010 0000 0123 456')).toBe(true);
    expect(isIban('DE89370400440532013000')).toBe(true);
  });

  it('refuses a wrong check digit, a short Italian IBAN and anything else', () => {
    expect(isIban('IT61X0542811101000000123456')).toBe(false);
    expect(isIban('IT60X054281110100000012345')).toBe(false);
    expect(isIban('IT60X05428111010000001234567')).toBe(false);
    expect(isIban('1234')).toBe(false);
    expect(isIban('')).toBe(false);
  });
});
