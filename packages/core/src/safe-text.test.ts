import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeText, unsafeTextField } from './safe-text.ts';

describe('isSafeText', () => {
  it('takes ordinary text, accents, emoji and paired surrogates', () => {
    for (const text of ['', 'Milano', 'Città €', 'ufficio 🏢 luminoso', '\u{1F600}\u{10FFFF}', 'a\tb\nc']) {
      expect(isSafeText(text)).toBe(true);
    }
  });

  it('refuses the NUL character and surrogates without their pair, wherever they are', () => {
    for (const text of [
      '\0',
      'Milano\0',
      '\0Milano',
      '\uD800',
      'a\uD83Db',
      '\uDE00x',
      'x\uDE00',
      '\uDE00\uD83D',
    ]) {
      expect(isSafeText(text)).toBe(false);
    }
  });

  it('agrees with a round trip through UTF-8 for any string without NUL', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        const survivesUtf8 = new TextDecoder().decode(new TextEncoder().encode(text)) === text;
        expect(isSafeText(text)).toBe(survivesUtf8 && !text.includes('\0'));
      }),
      { seed: 19, numRuns: 500 },
    );
  });
});

describe('unsafeTextField', () => {
  it('finds nothing in safe input of any shape', () => {
    expect(unsafeTextField(undefined)).toBeUndefined();
    expect(unsafeTextField(null)).toBeUndefined();
    expect(unsafeTextField(42)).toBeUndefined();
    expect(unsafeTextField({ a: 'Roma', b: [1, 'due', { c: true }] })).toBeUndefined();
  });

  it('names the field of an unsafe string, however deep', () => {
    expect(unsafeTextField('x\0')).toBe('_');
    expect(unsafeTextField({ search_input: 'Milano\0' })).toBe('search_input');
    expect(unsafeTextField({ guests: [{ name: 'Anna' }, { name: '\uD800' }] })).toBe('guests.1.name');
    expect(unsafeTextField(['ok', 'ko\0'])).toBe('1');
  });

  it('refuses an unsafe key in the place of the object holding it', () => {
    expect(unsafeTextField({ 'a\0': 'ok' })).toBe('_');
    expect(unsafeTextField({ profile: { '\uDC00': 1 } })).toBe('profile._');
  });

  it('walks input nested deeper than the call stack allows', () => {
    let deep: unknown = 'fondo\0';
    for (let level = 0; level < 200_000; level += 1) deep = [deep];
    expect(unsafeTextField(deep)).toBe(Array(200_000).fill('0').join('.'));
  });
});
