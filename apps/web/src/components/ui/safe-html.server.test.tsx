// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

describe('SafeHtml on the server', () => {
  it('writes the rich text as the API keeps it, so a rendered page reads without JavaScript', () => {
    expect(renderToString(<SafeHtml html="<p>Con la <b>carta</b>.</p>" as="article" />)).toBe(
      '<article><p>Con la <b>carta</b>.</p></article>',
    );
  });
});
