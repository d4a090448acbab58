import { describe, expect, it } from 'vitest';
import { toSepaText } from './sepa-text.ts';

describe('toSepaText', () => {
  it('drops the marks of accented letters and spells the signs banks refuse', () => {
    expect(toSepaText('Niccolò Società & Figli', 70)).toBe('Niccolo Societa + Figli');
    expect(toSepaText('Straße «Müller» #5', 70)).toBe('Strasse Muller 5');
    expect(toSepaText('Łukasz Żółć', 70)).toBe('Lukasz Zolc');
  });

  it('keeps the allowed signs and cuts to the limit', () => {
    expect(toSepaText("D'Amico / Rossi (s.r.l.) - 1+1?", 70)).toBe("D'Amico / Rossi (s.r.l.) - 1+1?");
    expect(toSepaText('a'.repeat(200), 140)).toHaveLength(140);
  });

  it('marks letters it cannot spell, and gives the fallback when nothing is left', () => {
    expect(toSepaText('東京', 70)).toBe('??');
    expect(toSepaText(' «» ', 70)).toBe('-');
  });
});
