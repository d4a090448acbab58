import type { FastifyInstance } from 'fastify';

/**
 * This process's own forgetters, by notifier: the process that made a change drops its copies before
 * it answers, so the operator's next look at the site never races the notification's round trip.
 */
const localForgetters = new WeakMap<object, Set<() => void>>();

/**
 * An operator's change to site content (pages, FAQ, help articles, SEO) reaches every API process the
 * way a host's listing change does (the app's notifier: PostgreSQL LISTEN/NOTIFY, or the in-process
 * emitter on the embedded database), so every copy of a page built from content is drawn afresh.
 * `what` names the changed content for the logs, e.g. 'faq' or 'page:about'.
 */
export async function announceContentChange(app: FastifyInstance, what: string): Promise<void> {
  for (const forget of localForgetters.get(app.chatNotifier) ?? []) forget();
  await app.chatNotifier.publish({ type: 'content', what });
}

/** Runs `forget` in this process whenever any process announces a content change; stops on close. */
export function forgetOnContentChange(app: FastifyInstance, forget: () => void): void {
  const notifier = app.chatNotifier;
  const local = localForgetters.get(notifier) ?? new Set<() => void>();
  localForgetters.set(notifier, local);
  local.add(forget);
  const unsubscribe = notifier.subscribe((signal) => {
    if (signal.type === 'content') forget();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    local.delete(forget);
  });
}
