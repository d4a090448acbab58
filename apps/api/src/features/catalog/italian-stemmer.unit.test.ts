import { describe, expect, it } from 'vitest';
import { italianLexeme, stemItalian } from './italian-stemmer.ts';

const snowball2 = { divan: false };

describe('stemItalian', () => {
  it("stems Snowball's own sample vocabulary as it does", () => {
    const samples: Record<string, string> = {
      abbandonata: 'abbandon',
      abbandonava: 'abbandon',
      abbassamento: 'abbass',
      abbassandola: 'abbass',
      abbassarsi: 'abbass',
      abbattesse: 'abbattess',
      abbenc: 'abbenc',
      pronunciamento: 'pronunc',
      pronunziarle: 'pronunz',
      propagazione: 'propag',
      propaghino: 'propaghin',
      proponendosi: 'propon',
      proponenti: 'proponent',
      propizio: 'propiz',
    };
    for (const [word, stem] of Object.entries(samples)) expect(stemItalian(word, snowball2)).toBe(stem);
  });

  it("keeps 'divan' whole only for Snowball 3", () => {
    expect(stemItalian('divano', snowball2)).toBe('div');
    expect(stemItalian('divano', { divan: true })).toBe('divan');
  });
});

describe('italianLexeme', () => {
  it('drops stop words, keeps numbers as written, and leaves possible scientific notation to the database', () => {
    expect(italianLexeme('della', snowball2)).toEqual({ ignored: true });
    expect(italianLexeme('4821', snowball2)).toEqual({ ignored: false, lexeme: '4821' });
    expect(italianLexeme('uffici', snowball2)).toEqual({ ignored: false, lexeme: 'uffic' });
    expect(italianLexeme('4e9kc', snowball2)).toBeUndefined();
  });
});
