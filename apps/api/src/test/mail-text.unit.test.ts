import { describe, expect, it } from 'vitest';
import { readableMail } from './mail-text.ts';

describe('readableMail', () => {
  it('joins soft line breaks and decodes escaped bytes as UTF-8', () => {
    expect(readableMail('Ciao, c=C3=A8 un link: http://x/R?token=3Dab=\ncd\n')).toBe(
      'Ciao, cè un link: http://x/R?token=abcd\n',
    );
  });

  it('unfolds a header written over two lines, and only the headers', () => {
    expect(
      readableMail(
        'Subject: Bonifico di rimborso inviato per la prenotazione\r\n SCR-TEST-1234-5678\r\nTo: a@b.it\r\n\r\nRiga\r\n rientrata\r\n',
      ),
    ).toBe(
      'Subject: Bonifico di rimborso inviato per la prenotazione SCR-TEST-1234-5678\r\nTo: a@b.it\r\n\r\nRiga\r\n rientrata\r\n',
    );
  });
});
