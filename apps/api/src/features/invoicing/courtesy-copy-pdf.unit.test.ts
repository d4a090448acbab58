import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatItalianDecimal } from '../../lib/pdf-document.ts';
import { fatturaSchemaErrors } from '../../test/fatturapa-schema.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { formatItalianDate, renderCourtesyCopy } from './courtesy-copy-pdf.ts';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');

describe('formatItalianDecimal', () => {
  it.each([
    ['1495.00', 2, '1.495,00'],
    ['1234567.5', 2, '1.234.567,50'],
    ['460.00000000', 2, '460,00'],
    ['12.34560000', 2, '12,3456'],
    ['-0.11', 2, '-0,11'],
    ['-200.00', 2, '-200,00'],
    ['0.00', 2, '0,00'],
    ['3.00', 0, '3'],
    ['1.50', 0, '1,5'],
    ['22.00', 0, '22'],
    ['999.99', 2, '999,99'],
  ])('%s with %i decimals at least → %s', (value, digits, expected) => {
    expect(formatItalianDecimal(value, digits)).toBe(expected);
  });

  it('writes ISO dates as day/month/year', () => {
    expect(formatItalianDate('2026-01-09')).toBe('09/01/2026');
  });
});

describe('the courtesy copy of an invoice', () => {
  it.each(['invoice-company.xml', 'credit-note-person.xml'])(
    'is tested on a sample the XSD accepts: %s',
    async (name) => {
      expect(await fatturaSchemaErrors(fixture(name))).toEqual([]);
    },
  );

  it('is a PDF that shows what the XML says', async () => {
    const pdf = await renderCourtesyCopy(fixture('invoice-company.xml'));
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(pdf);
    expect(text).toContain('Fattura');
    expect(text).toContain('N. 2026/000123 del 26/11/2026');
    expect(text).toContain('Totale documento');
    expect(text).toContain('1.495,00 €');
    expect(text).toContain('Arrotondamento');
    expect(text).toContain('-0,11 €');
    expect(text).toContain('1.380,00 €');
    expect(text).toContain('-200,00 €');
    expect(text).toContain('Rossi & Figli S.p.A.');
    expect(text).toContain('Partita IVA: IT12345678903');
    expect(text).toContain('Codice destinatario: ABC1234');
    expect(text).toContain('Carta di pagamento (MP08)');
    expect(text).toContain('Imponibile');
    expect(text).toContain('1.225,50 €');
    expect(text).toContain('269,61 €');
    expect(text).toMatch(/Copia di cortesia: documento non valido ai fini fiscali/);
    expect(text).not.toContain('Nota di credito');
  });

  it('names a credit note and the invoice it corrects', async () => {
    const text = await pdfText(await renderCourtesyCopy(fixture('credit-note-person.xml')));
    expect(text).toContain('Nota di credito');
    expect(text).toContain('N. 2026/000130 del 28/11/2026');
    expect(text).toContain('Rettifica la fattura n. 2026/000124 del 26/11/2026');
    expect(text).toContain('Mario Rossi');
    expect(text).toContain('Codice fiscale: RSSMRA80A01H501U');
    expect(text).toContain('Via Toledo 5');
    expect(text).toContain('PEC: mario.rossi@pec.example.it');
    expect(text).toContain('Bonifico (MP05)');
    expect(text).toContain('61,00 €');
  });

  it('refuses a text that is not an issued FatturaPA', async () => {
    await expect(renderCourtesyCopy('<fattura><numero>1</numero></fattura>')).rejects.toThrow();
    await expect(renderCourtesyCopy('not xml')).rejects.toThrow();
  });
});
