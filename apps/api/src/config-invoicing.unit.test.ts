import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isCodiceFiscale, isPartitaIva } from '@scrivania/core/italian-ids';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ISSUER } from './config-invoicing.ts';

const load = (env: Record<string, string> = {}) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'scrivania-config-')), ...env });

describe('the e-invoice issuer configuration', () => {
  it('defaults to demo values that pass the check-digit rules, regime RF01', () => {
    const issuer = load().invoiceIssuer;
    expect(issuer).toEqual(DEMO_ISSUER);
    expect(isPartitaIva(issuer.vat)).toBe(true);
    expect(isPartitaIva(issuer.taxCode) || isCodiceFiscale(issuer.taxCode)).toBe(true);
  });

  it('takes the operator’s own values, with a person’s codice fiscale and an IT-prefixed partita IVA', () => {
    const issuer = load({
      INVOICE_ISSUER_NAME: 'Uffici Condivisi di Anna Conti',
      INVOICE_ISSUER_VAT: 'IT01234567897',
      INVOICE_ISSUER_TAX_CODE: 'rssmra85t10a562s',
      INVOICE_ISSUER_ADDRESS: 'Corso Vittorio Emanuele 12',
      INVOICE_ISSUER_ZIP: '00186',
      INVOICE_ISSUER_CITY: 'Roma',
      INVOICE_ISSUER_PROVINCE: 'rm',
      INVOICE_ISSUER_REGIME: 'RF19',
    }).invoiceIssuer;
    expect(issuer).toEqual({
      name: 'Uffici Condivisi di Anna Conti',
      vat: '01234567897',
      taxCode: 'RSSMRA85T10A562S',
      address: 'Corso Vittorio Emanuele 12',
      zip: '00186',
      city: 'Roma',
      province: 'RM',
      regime: 'RF19',
    });
  });

  it.each([
    ['INVOICE_ISSUER_VAT', '12345678901'],
    ['INVOICE_ISSUER_VAT', '1234567890'],
    ['INVOICE_ISSUER_TAX_CODE', 'RSSMRA85T10A562X'],
    ['INVOICE_ISSUER_ZIP', '2012'],
    ['INVOICE_ISSUER_PROVINCE', 'Milano'],
    ['INVOICE_ISSUER_REGIME', 'RF03'],
    ['INVOICE_ISSUER_NAME', 'Scrivania 株式会社'],
    ['INVOICE_ISSUER_ADDRESS', 'V'.repeat(61)],
  ])('refuses to start with %s=%s, in one line naming it', (variable, value) => {
    let error: unknown;
    try {
      load({ [variable]: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${variable} `));
    expect(message).not.toContain('\n');
  });
});
