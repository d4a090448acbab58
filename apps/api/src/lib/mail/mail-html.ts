import { render } from '@react-email/components';
import { createElement } from 'react';
import { MailLayout } from './mail-layout.tsx';

/** A mail's HTML: its words in the shared layout, rendered by React Email. */
export const mailHtml = (props: Parameters<typeof MailLayout>[0]) => render(createElement(MailLayout, props));
