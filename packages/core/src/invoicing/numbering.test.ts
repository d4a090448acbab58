import { describe, expect, it } from 'vitest';
import { invoiceLabel, progressiveOf, sdiFileName } from './numbering.ts';

describe('document numbering', () => {
  it('labels a number in its year with six digits', () => {
    expect(invoiceLabel(2026, 123)).toBe('2026/000123');
    expect(invoiceLabel(2027, 999_999)).toBe('2027/999999');
  });

  it('derives a five-character ProgressivoInvio, distinct across numbers and years', () => {
    const seen = new Set<string>();
    for (const year of [2000, 2026, 2027, 2059])
      for (const number of [1, 2, 35, 36, 999_998, 999_999]) {
        const progressive = progressiveOf(year, number);
        expect(progressive).toMatch(/^[0-9A-Z]{5}$/);
        seen.add(progressive);
      }
    expect(seen.size).toBe(24);
    expect(progressiveOf(2026, 1)).toBe(progressiveOf(2026, 1));
  });

  it('refuses a number or year the five characters cannot hold', () => {
    expect(() => progressiveOf(2026, 0)).toThrow(RangeError);
    expect(() => progressiveOf(2026, 1_000_000)).toThrow(RangeError);
    expect(() => progressiveOf(2060, 1)).toThrow(RangeError);
  });

  it('names the file as SdI does', () => {
    expect(sdiFileName('12345678903', '0FHG1')).toBe('IT12345678903_0FHG1.xml');
  });
});
