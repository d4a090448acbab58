import type DOMPurifyType from 'dompurify';
import { useEffect, useState } from 'react';

type Sanitize = (typeof DOMPurifyType)['sanitize'];
let sanitizer: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

// The sanitiser is fetched when the first server HTML mounts, after the first paint: no screen needs
// server HTML to paint its headline.
function loadSanitizer(): Promise<Sanitize> {
  loading ??= import('dompurify').then((module) => {
    sanitizer = module.default.sanitize.bind(module.default);
    return sanitizer;
  });
  return loading;
}

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article' | 'span';
}

/** Renders HTML that came from the server only after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const [sanitize, setSanitize] = useState<Sanitize | undefined>(() => sanitizer);
  useEffect(() => {
    if (!sanitize) loadSanitizer().then((fn) => setSanitize(() => fn));
  }, [sanitize]);
  // Style attributes go too: the content security policy refuses inline styles (decision 017).
  const clean = sanitize
    ? sanitize(html ?? '', { USE_PROFILES: { html: true }, FORBID_ATTR: ['style'] })
    : '';
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
