import { RICH_TEXT_SANITIZE_OPTIONS } from '@scrivania/core/rich-text';
import { act, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
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

  it("keeps the server's markup it adopted without fetching the sanitiser, until the HTML changes", async () => {
    const sanitize = vi.fn(() => '<p>Nuovo e pulito</p>');
    const SafeHtml = await safeHtmlWith({ isSupported: true, sanitize });
    const container = document.createElement('div');
    container.innerHTML = '<section><p>Dal server</p></section>';
    document.body.append(container);
    const root = await act(async () =>
      hydrateRoot(container, <SafeHtml html="<p>Dal server</p>" as="section" />),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.innerHTML).toBe('<section><p>Dal server</p></section>');
    expect(sanitize).not.toHaveBeenCalled();
    await act(async () => root.render(<SafeHtml html="<p>Nuovo</p>" as="section" />));
    await waitFor(() => expect(container.textContent).toBe('Nuovo e pulito'));
    expect(sanitize).toHaveBeenCalledWith('<p>Nuovo</p>', RICH_TEXT_SANITIZE_OPTIONS);
    act(() => root.unmount());
    container.remove();
  });
});
