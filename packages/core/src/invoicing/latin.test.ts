import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toLatin1 } from './latin.ts';

const LATIN1 = /^[\u0020-\u007e\u00a0-\u00ff]+$/;

describe('toLatin1', () => {
  it('keeps Italian accents and Latin-1 letters as they are', () => {
    expect(toLatin1('Niccolò Perù Müller Ørsted Straße', 80)).toBe('Niccolò Perù Müller Ørsted Straße');
  });

  it('spells letters outside Latin-1 with the nearest Latin-1 ones', () => {
    expect(toLatin1('Łukasz Đorđević', 80)).toBe('Lukasz Dordevic');
    expect(toLatin1('Ştefan Dvořák Œuvre', 80)).toBe('Stefan Dvorák OEuvre');
    expect(toLatin1('L’Aquila — “centro”', 80)).toBe('L\'Aquila - "centro"');
    expect(toLatin1('Coworking 10 €', 80)).toBe('Coworking 10 EUR');
  });

  it('marks what has no Latin spelling, collapses spaces and control characters, and cuts to the length', () => {
    expect(toLatin1('王 小明', 80)).toBe('? ??');
    expect(toLatin1('  Via\tRoma\n\n 1 ', 80)).toBe('Via Roma 1');
    expect(toLatin1('Denominazione lunghissima', 13)).toBe('Denominazione');
    expect(toLatin1('   ', 80)).toBe('-');
  });

  it('always answers 1 to max Latin-1 characters with no control characters, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 200 }),
        fc.integer({ min: 1, max: 100 }),
        (text, max) => {
          const latin = toLatin1(text, max);
          expect(latin).toMatch(LATIN1);
          expect([...latin].length).toBeLessThanOrEqual(max);
          expect(latin).toBe(latin.trim());
        },
      ),
    );
  });
});
