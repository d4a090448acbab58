import { commonMessages } from '@scrivania/core/common-messages.it';
import { createContext, useContext, useEffect } from 'react';

export interface DocumentMeta {
  title?: string | undefined;
  description?: string | undefined;
  keywords?: string | undefined;
}

const SUFFIX = commonMessages.companySuffix;

export function formatTitle(title: string | undefined): string {
  return title ? `${title} | ${SUFFIX}` : SUFFIX;
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

/** Sets the page title (with the company suffix), meta description and keywords. */
export function useDocumentMeta(meta: DocumentMeta | undefined) {
  const { title, description, keywords } = meta ?? {};
  const serverMeta = useContext(ServerDocumentMeta);
  if (serverMeta && meta) serverMeta.meta = meta;
  useEffect(() => {
    if (title === undefined && description === undefined && keywords === undefined) return;
    document.title = formatTitle(title);
    setMeta('description', description ?? '');
    setMeta('keywords', keywords ?? '');
  }, [title, description, keywords]);
}
