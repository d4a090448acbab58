import { RENDERED_STATE_ELEMENT_ID, type RenderedPage } from '@scrivania/core/page-render';
import { describe, expect, it } from 'vitest';
import { INDEX_HTML } from '../test/index-html.ts';
import { configureIndexHtml, renderedDocument, withBootScript } from './web-document.ts';

const page = (overrides: Partial<RenderedPage> = {}): RenderedPage => ({
  html: '<h1>Day Office Brera</h1>',
  preloads: '<link rel="preload" as="image" href="/backend/images/a.webp" fetchPriority="high"/>',
  head: {
    title: 'Day Office Brera | Scrivania',
    description: 'Un ufficio',
    keywords: 'ufficio, Milano',
    tags: '<link rel="canonical" href="https://scrivania.example/PropertyView/7" data-page-address>',
  },
  state: { queries: [] },
  ...overrides,
});

/** The text of the state element, as the browser's parser would hand it to the app. */
function stateText(html: string): string {
  const match = new RegExp(
    `<script type="application/json" id="${RENDERED_STATE_ELEMENT_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  if (!match?.[1]) throw new Error('no state element');
  return match[1];
}

describe('the document of a page rendered on the server', () => {
  it('carries the markup, the head and the answers it was made from', () => {
    const html = renderedDocument(INDEX_HTML, page());
    expect(html).toContain('<div id="root"><h1>Day Office Brera</h1></div>');
    expect(html).toContain('<title>Day Office Brera | Scrivania</title>');
    expect(html).toContain('<meta name="description" content="Un ufficio" />');
    expect(html).toContain('<meta name="keywords" content="ufficio, Milano" />');
    expect(html).toContain(
      '<link rel="canonical" href="https://scrivania.example/PropertyView/7" data-page-address></head>',
    );
    expect(JSON.parse(stateText(html))).toEqual({ queries: [] });
  });

  it('asks for the first photo before the scripts and styles', () => {
    const html = renderedDocument(INDEX_HTML, page());
    const photo = html.indexOf('rel="preload" as="image"');
    expect(photo).toBeGreaterThan(0);
    expect(photo).toBeLessThan(html.indexOf('<script'));
    expect(photo).toBeLessThan(html.indexOf('rel="stylesheet"'));
  });

  it("keeps a host's text as text: no $ pattern, tag or script end gets through", () => {
    const hostile = 'Sala $& $1 $` "<b>" </script><script>alert(1)</script>';
    const html = renderedDocument(
      INDEX_HTML,
      page({
        head: { title: hostile, description: hostile, keywords: hostile, tags: '' },
        state: { desc: hostile },
      }),
    );
    expect(html).toContain('<title>Sala $&amp; $1 $` &quot;&lt;b&gt;&quot; &lt;/script&gt;');
    expect(html).toContain('content="Sala $&amp; $1 $` &quot;&lt;b&gt;&quot; &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(stateText(html)).not.toContain('<');
    expect(JSON.parse(stateText(html))).toEqual({ desc: hostile });
  });

  it('with a boot script, names the app script and its modules for it instead of preloads that would compete with the photo', () => {
    const html = renderedDocument(withBootScript(INDEX_HTML, '/assets/boot-rendered-xyz.js'), page());
    expect(html).toContain('<meta name="scrivania:app-script" content="/assets/index-abc.js" />');
    expect(html).toContain('<meta name="scrivania:app-preload" content="/assets/jsx-runtime-def.js" />');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-rendered-xyz.js"></script>');
    expect(html).not.toContain('src="/assets/index-abc.js"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
  });

  it('without one, loads the app at once as every other page does', () => {
    const html = renderedDocument(INDEX_HTML, page());
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('modulepreload');
  });
});

describe('index.html', () => {
  it('gets the host back office address and the public origin, escaped, whatever they contain', () => {
    const html = configureIndexHtml(INDEX_HTML, {
      hostBackofficeUrl: 'https://host.example.it/?a=1&b="$&"',
      publicUrl: 'https://www.scrivania.example',
      map: { tilesUrl: undefined, attribution: '' },
    });
    expect(html).toContain(
      '<meta name="scrivania:host-backoffice-url" content="https://host.example.it/?a=1&amp;b=&quot;$&amp;&quot;" />',
    );
    expect(html).toContain('<meta name="scrivania:public-url" content="https://www.scrivania.example" />');
  });
});
