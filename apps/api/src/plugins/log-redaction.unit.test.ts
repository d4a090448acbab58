import { describe, expect, it } from 'vitest';
import { withoutTokens } from './log-redaction.ts';

describe('withoutTokens', () => {
  it.each([
    ['/ResetPassword?token=abc_DEF-123', '/ResetPassword?token=[redacted]'],
    ['/x?page=2&token=abc&sort=1', '/x?page=2&token=[redacted]&sort=1'],
    ['https://h/cb?access_token=abc#top', 'https://h/cb?access_token=[redacted]#top'],
    ['body {"token":"abc\\"d","password":"x"}', 'body {"token":"[redacted]","password":"x"}'],
    ['cut short {"token": "abcdef', 'cut short {"token": "[redacted]"'],
    ['a line about tokens, none in it', 'a line about tokens, none in it'],
  ])('blanks %s', (text, expected) => {
    expect(withoutTokens(text)).toBe(expected);
  });
});
