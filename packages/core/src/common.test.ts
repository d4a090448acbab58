import { describe, expect, it } from 'vitest';
import { IsoDateSchema, isoDateSchema } from './common.ts';

describe('IsoDateSchema', () => {
  it("takes 'YYYY-MM-DD' dates and nothing else", () => {
    expect(IsoDateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2028-2-29', '29/02/2028', '2028-13-01', '2028-02-29T10:00', '']) {
      expect(IsoDateSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('answers its own message when given one', () => {
    const result = isoDateSchema('Data non valida.').safeParse('2028-13-01');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Data non valida.']);
  });
});
