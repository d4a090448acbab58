import { RICH_TEXT_SANITIZE_OPTIONS } from '@scrivania/core/rich-text';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('dompurify');
  vi.resetModules();
});

// DOMPurify is replaced: these tests are about what the component shows and when, not about
// DOMPurify's own rules, which jsdom does not reproduce faithfully.
async function safeHtmlWith(purify: object) {
  vi.resetModules();
  vi.doMock('dompurify', () => ({ default: purify }));
  return (await import('./safe-html.tsx')).SafeHtml;
}

describe('SafeHtml', () => {
  it("shows only the sanitiser's output, sanitised with the rich-text rules", async () => {
    const sanitize = vi.fn(() => '<p>Pulito</p>');
    const SafeHtml = await safeHtmlWith({ isSupported: true, sanitize });
    const { container } = render(<SafeHtml html="<p>Sporco</p>" as="section" />);
    expect(container.querySelector('section')?.innerHTML).toBe('');
    expect(await screen.findByText('Pulito')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith('<p>Sporco</p>', RICH_TEXT_SANITIZE_OPTIONS);
    expect(container.textContent).not.toContain('Sporco');
  });

  it('stays empty, without an unhandled rejection, when DOMPurify has no DOM to work with', async () => {
    const SafeHtml = await safeHtmlWith({ isSupported: false });
    const { container } = render(<SafeHtml html="<p>Ciao</p>" />);
    await waitFor(() => expect(container.firstElementChild).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.textContent).toBe('');
  });
});
