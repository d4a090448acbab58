import { RICH_TEXT_SANITIZE_OPTIONS } from '@scrivania/core/rich-text';
import type DOMPurifyType from 'dompurify';
import { useEffect, useRef, useState } from 'react';

type Sanitize = (typeof DOMPurifyType)['sanitize'];
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

// The sanitiser is fetched when the first server HTML mounts, after the first paint: no screen needs
// server HTML to paint its headline. DOMPurify built without a DOM has no sanitize; a failed chunk
// load is forgotten so the next mount tries again.
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify')
    .then((module) => {
      const purify = module.default;
      if (!purify.isSupported) throw new Error('DOMPurify needs a DOM');
      sanitizer = purify.sanitize.bind(purify);
      return sanitizer;
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article' | 'span';
}

/**
 * Rendering on the server (decision 050), where DOMPurify has no DOM and jsdom would cost the process
 * 70 MB (decision 046), the HTML goes out as the API keeps it: every way of saving rich text runs it
 * through DOMPurify with the same options first, and the page's Content-Security-Policy runs no inline
 * script. The browser then adopts that markup as it is, and fetches the sanitiser only when the HTML
 * changes or an element is drawn afresh (decision 108): a page read as the server sent it needs none.
 */
const onServer = typeof document === 'undefined';

/** Renders HTML that came from the server only after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  // The HTML of the server's markup this element adopted, as it then was; undefined when drawn afresh.
  const adopted = useRef<{ html: SafeHtmlProps['html'] }>(undefined);
  const element = useRef<HTMLElement>(null);
  useEffect(() => {
    if (sanitize) return;
    if (adopted.current === undefined && element.current?.hasChildNodes()) adopted.current = { html };
    if (adopted.current?.html === html) return;
    let mounted = true;
    // Until the sanitiser is here the element stays empty: unsanitised server HTML is never shown.
    loadSanitizer().then(
      (fn) => mounted && setSanitize(() => fn),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [sanitize, html]);
  const clean = sanitize ? sanitize(html ?? '', RICH_TEXT_SANITIZE_OPTIONS) : onServer ? (html ?? '') : '';
  return (
    <Tag
      ref={(node: HTMLElement | null) => {
        element.current = node;
      }}
      className={className}
      // Adopting a server-rendered page, React leaves the server's markup in place: the empty string
      // of this render is not a difference to report.
      suppressHydrationWarning
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised just above, or on saving (on the server).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
