import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps formatting and drops scripts, handlers and inline styles', () => {
    expect(
      sanitizeRichText(
        '<p style="color:red" onclick="steal()"><b>Sala</b> luminosa<script>steal()</script></p>',
      ),
    ).toBe('<p><b>Sala</b> luminosa</p>');
  });

  it('cleans every call with the same sanitiser once it is loaded', () => {
    expect(sanitizeRichText('<img src=x onerror=alert(1)>')).toBe('<img src="x">');
    expect(sanitizeRichText('<a href="javascript:alert(1)">link</a>')).toBe('<a>link</a>');
  });
});
