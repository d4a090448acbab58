import { describe, expect, it } from 'vitest';
import { readableMail } from './mail-text.ts';

describe('readableMail', () => {
  it('joins soft line breaks and decodes escaped bytes as UTF-8', () => {
    expect(readableMail('Ciao, c=C3=A8 un link: http://x/R?token=3Dab=\ncd\n')).toBe(
      'Ciao, cè un link: http://x/R?token=abcd\n',
    );
  });
});
