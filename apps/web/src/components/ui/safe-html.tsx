import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string | null | undefined;
  className?: string;
  as?: 'div' | 'section' | 'article' | 'span';
}

/** Renders HTML that came from the server only after DOMPurify has removed scripts and handlers. */
export function SafeHtml({ html, className, as: Tag = 'div' }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html ?? '', { USE_PROFILES: { html: true } }), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the markup is sanitised just above.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
