import { commonMessages } from '@scrivania/core/common-messages.it';
import { createContext, useContext, useEffect } from 'react';
import type { Graph, Thing } from 'schema-dts';
import { siteConfig } from './site-config.ts';

export interface DocumentMeta {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
  /** The page's cover photo (a path on the site or an address) for link previews. */
  image?: string | undefined;
  /** Asks search engines to leave the page out: an empty search, a page behind a login. */
  noIndex?: boolean | undefined;
  /** What the page is about for search engines, as schema.org items (decision 041). */
  structuredData?: readonly Thing[] | undefined;
  /** The addresses of the pages before and after this one of a paged list (decision 073). */
  pagination?: { previous?: string | undefined; next?: string | undefined } | undefined;
}

const SUFFIX = commonMessages.companySuffix;

export function formatTitle(title: string | undefined): string {
  return title ? `${title} | ${SUFFIX}` : SUFFIX;
}

/** An address on the public site for a path of it; addresses stay as they are. */
export function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteConfig.publicUrl}/`).href;
}

/**
 * One element of the head that a page owns, besides its title, description and keywords. Both sides
 * write them from this list: the server as markup (`headTagsHtml`), the browser as elements
 * (`useDocumentMeta`), so a page adopted by the browser keeps the very same tags.
 */
export type HeadTag =
  | { tag: 'meta'; attribute: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical' | 'prev' | 'next'; href: string }
  | { tag: 'json-ld'; data: Graph };

/** Marks the head elements a page wrote, so the next page replaces them. */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
/** Marks the page's canonical address and its Open Graph twin, which follow the address, not the screen. */
export const ADDRESS_HEAD_ATTRIBUTE = 'data-page-address';

/** The tags of a page's meta: robots, Open Graph and Twitter cards, and its JSON-LD. */
export function metaHeadTags(meta: DocumentMeta): HeadTag[] {
  const tags: HeadTag[] = [];
  const named = (key: string, content: string) => tags.push({ tag: 'meta', attribute: 'name', key, content });
  const property = (key: string, content: string) =>
    tags.push({ tag: 'meta', attribute: 'property', key, content });
  if (meta.noIndex) named('robots', 'noindex, nofollow');
  const title = formatTitle(meta.title);
  const image = meta.image ? absoluteUrl(meta.image) : undefined;
  property('og:type', 'website');
  property('og:site_name', SUFFIX);
  property('og:locale', 'it_IT');
  property('og:title', title);
  if (meta.description) property('og:description', meta.description);
  if (image) property('og:image', image);
  named('twitter:card', image ? 'summary_large_image' : 'summary');
  named('twitter:title', title);
  if (meta.description) named('twitter:description', meta.description);
  if (image) named('twitter:image', image);
  if (meta.pagination?.previous)
    tags.push({ tag: 'link', rel: 'prev', href: absoluteUrl(meta.pagination.previous) });
  if (meta.pagination?.next) tags.push({ tag: 'link', rel: 'next', href: absoluteUrl(meta.pagination.next) });
  if (meta.structuredData && meta.structuredData.length > 0) {
    tags.push({
      tag: 'json-ld',
      data: { '@context': 'https://schema.org', '@graph': [...meta.structuredData] },
    });
  }
  return tags;
}

/** The canonical address of a page and the same address for link previews. */
export function addressHeadTags(canonicalPath: string): HeadTag[] {
  const href = absoluteUrl(canonicalPath);
  return [
    { tag: 'link', rel: 'canonical', href },
    { tag: 'meta', attribute: 'property', key: 'og:url', content: href },
  ];
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * JSON-LD is data, never run, so the Content-Security-Policy has nothing to allow; every `<` is
 * escaped so that no text in it (a `</script>` in a description) can end the element.
 */
export const jsonLdText = (data: Graph) => JSON.stringify(data).replaceAll('<', '\\u003c');

/** The tags as head markup, each marked with `marker` (server side). */
export function headTagsHtml(tags: readonly HeadTag[], marker: string): string {
  return tags
    .map((t) => {
      if (t.tag === 'meta')
        return `<meta ${t.attribute}="${escapeAttribute(t.key)}" content="${escapeAttribute(t.content)}" ${marker}>`;
      if (t.tag === 'link') return `<link rel="${t.rel}" href="${escapeAttribute(t.href)}" ${marker}>`;
      return `<script type="application/ld+json" ${marker}>${jsonLdText(t.data)}</script>`;
    })
    .join('');
}

/** Replaces the head elements marked with `marker` by these tags (browser side); answers how to remove them. */
export function replaceHeadTags(tags: readonly HeadTag[], marker: string): () => void {
  for (const old of document.head.querySelectorAll(`[${marker}]`)) old.remove();
  const elements = tags.map((t) => {
    let element: HTMLElement;
    if (t.tag === 'meta') {
      element = document.createElement('meta');
      element.setAttribute(t.attribute, t.key);
      element.setAttribute('content', t.content);
    } else if (t.tag === 'link') {
      element = document.createElement('link');
      element.setAttribute('rel', t.rel);
      element.setAttribute('href', t.href);
    } else {
      element = document.createElement('script');
      element.setAttribute('type', 'application/ld+json');
      element.textContent = jsonLdText(t.data);
    }
    element.setAttribute(marker, '');
    document.head.appendChild(element);
    return element;
  });
  return () => {
    for (const element of elements) element.remove();
  };
}

function setMeta(name: string, content: string) {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!element) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
}

/** On the server, where effects never run, pages hand their meta to this instead. */
export const ServerDocumentMeta = createContext<{ meta: DocumentMeta | undefined } | null>(null);

/**
 * Sets the page title (with the company suffix), meta description and keywords, and the page's own
 * head tags (`metaHeadTags`). Undefined while the page's data is on its way: the head stays as it is.
 */
export function useDocumentMeta(meta: DocumentMeta | undefined) {
  const serverMeta = useContext(ServerDocumentMeta);
  if (serverMeta && meta) serverMeta.meta = meta;
  const { title, description, keywords } = meta ?? {};
  // The tags as text: one value that changes only when a tag does, whatever objects the page passes.
  const tags = meta ? JSON.stringify(metaHeadTags(meta)) : undefined;
  useEffect(() => {
    if (tags === undefined) return;
    document.title = formatTitle(title);
    setMeta('description', description ?? '');
    setMeta('keywords', keywords ?? '');
    return replaceHeadTags(JSON.parse(tags) as HeadTag[], PAGE_HEAD_ATTRIBUTE);
  }, [title, description, keywords, tags]);
}
