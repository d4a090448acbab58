import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MailLayout } from './mail-layout.tsx';

/** React Email's own doctype: the one mail clients' rendering of its components was tested with. */
const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

/**
 * A mail's HTML: its words in the shared layout of React Email's components. Rendered by React's
 * synchronous static renderer rather than React Email's `render`, which streams through web streams
 * to wait for suspended components: a mail has none, and the stream cost four to eight times the
 * render itself, paid once per mail of a payout run (issue 31's budget). The markup is the same, less
 * the stream's Suspense comments.
 */
export const mailHtml = (props: Parameters<typeof MailLayout>[0]) =>
  `${DOCTYPE}${renderToStaticMarkup(createElement(MailLayout, props))}`;
