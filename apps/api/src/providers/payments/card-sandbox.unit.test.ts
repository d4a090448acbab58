import { describe, expect, it } from 'vitest';
import { decideSandboxCard } from './card-sandbox.ts';
import { centsToDecimal, decimalToCents } from './gateway.ts';

const TODAY = '2026-06-15';
const card = (change: Partial<{ number: string; expiry: string; cvc: string }>) =>
  decideSandboxCard({ number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', ...change }, TODAY);

describe('card sandbox', () => {
  it("follows Stripe's test cards", () => {
    expect(card({})).toEqual({ ok: true, last4: '4242' });
    expect(card({ number: '4000-0000-0000-0002' })).toEqual({
      ok: false,
      field: false,
      message: 'La tua carta è stata rifiutata.',
    });
    expect(card({ number: '4000000000009995' })).toMatchObject({
      ok: false,
      message: 'La tua carta non ha fondi sufficienti.',
    });
    // A valid number that is not a test card is declined, as Stripe's test mode does.
    expect(card({ number: '4012888888881881' })).toMatchObject({ ok: false, field: false });
  });

  it('checks the number, the expiry (this month still valid) and the CVC', () => {
    expect(card({ number: '4242 4242 4242 4243' })).toMatchObject({
      field: true,
      message: 'Il numero della carta non è valido.',
    });
    expect(card({ number: 'abcd' })).toMatchObject({ field: true });
    expect(card({ expiry: '06/26' })).toMatchObject({ ok: true });
    expect(card({ expiry: '05/26' })).toMatchObject({ message: 'La tua carta è scaduta.' });
    expect(card({ expiry: '06/2031' })).toMatchObject({ ok: true });
    expect(card({ expiry: '00/30' })).toMatchObject({ message: 'La data di scadenza non è valida (MM/AA).' });
    expect(card({ cvc: '12a' })).toMatchObject({ message: 'Il codice CVC non è valido.' });
    expect(card({ cvc: '1234' })).toMatchObject({ ok: true });
  });
});

describe('decimal amounts', () => {
  it('converts cents and provider decimals exactly', () => {
    expect(centsToDecimal(12_345)).toBe('123.45');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(decimalToCents('123.45')).toBe(12_345);
    expect(decimalToCents('7.5')).toBe(750);
    expect(decimalToCents('10')).toBe(1000);
    expect(decimalToCents('1e3')).toBeNaN();
    expect(decimalToCents('-1.00')).toBeNaN();
  });
});
