import { describe, expect, it } from 'vitest';
import { IsoDateSchema, isoDateSchema } from './common.ts';

describe('IsoDateSchema', () => {
  it("takes 'YYYY-MM-DD' dates and nothing else", () => {
    expect(IsoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2028-2-29', '29/02/2028', '2028-13-01', '2028-02-29T10:00', '', '2026-02-29']) {
      expect(IsoDateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('refuses days the calendar does not have, which JavaScript would roll into the next month', () => {
    for (const bad of [
      '2026-02-30',
      '2026-04-31',
      '2027-02-29',
      '2100-02-29',
      '2026-00-10',
      '2026-01-00',
      '0000-01-01',
    ]) {
      expect(IsoDateSchema.safeParse(bad).success).toBe(false);
    }
    for (const good of ['2026-01-31', '2026-12-31', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(IsoDateSchema.safeParse(good).success).toBe(true);
    }
  });

  it('answers its own message when given one', () => {
    const result = isoDateSchema('Data non valida.').safeParse('2028-13-01');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Data non valida.']);
  });
});
