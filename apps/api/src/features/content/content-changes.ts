import type { FastifyInstance } from 'fastify';
import { announcePublicChange, forgetOnPublicChange } from '../catalog/public-change-service.ts';

/**
 * An operator's change to site content (pages, FAQ, help articles, SEO, menu, sections) reaches every
 * API process, so every copy of a page or answer built from content is drawn afresh.
 * `what` names the changed content for the logs, e.g. 'faq' or 'page:about'.
 */
export const announceContentChange = (app: FastifyInstance, what: string): Promise<void> =>
  announcePublicChange(app, { type: 'content', what });

/** Runs `forget` in this process whenever any process announces a content change; stops on close. */
export const forgetOnContentChange = (app: FastifyInstance, forget: () => void): void =>
  forgetOnPublicChange(app, ['content'], forget);
