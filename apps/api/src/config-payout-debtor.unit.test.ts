import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isIban } from '@scrivania/core/italian-ids';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_DEBTOR } from './config-payout-debtor.ts';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scrivania-config-')), ...env });

describe('the SEPA payout debtor configuration', () => {
  it('defaults to demo values that pass the checks', () => {
    const debtor = load().payoutDebtor;
    expect(debtor).toEqual(DEMO_DEBTOR);
    expect(isIban(debtor.iban)).toBe(true);
  });

  it('takes the operator’s account, spaced and in small letters, and spells the name for SEPA', () => {
    expect(
      load({
        PAYOUT_DEBTOR_NAME: 'Società Uffici & Co.',
        PAYOUT_DEBTOR_IBAN: 'it60 x054 2811 1010 0000 0123 456',
        PAYOUT_DEBTOR_BIC: 'bpmoit22',
      }).payoutDebtor,
    ).toEqual({ name: 'Societa Uffici + Co.', iban: 'IT60X0542811101000000123456', bic: 'BPMOIT22' });
  });

  it.each([
    ['PAYOUT_DEBTOR_IBAN', 'IT61X0542811101000000123456', /PAYOUT_DEBTOR_IBAN must be an IBAN/],
    ['PAYOUT_DEBTOR_BIC', 'BPMO1T22', /PAYOUT_DEBTOR_BIC must be a BIC/],
    ['PAYOUT_DEBTOR_NAME', 'x'.repeat(71), /PAYOUT_DEBTOR_NAME must be at most 70/],
  ])('stops start-up on a wrong %s', (variable, value, message) => {
    expect(() => load({ [variable]: value })).toThrow(ConfigError);
    expect(() => load({ [variable]: value })).toThrow(message);
  });
});
