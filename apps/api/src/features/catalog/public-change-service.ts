import type { FastifyInstance } from 'fastify';

/**
 * A change to what the public pages show: a listing and what hangs on it, or the site's content. The
 * notifier's signal schema carries the same two shapes; the compiler checks they still agree where
 * the notifier publishes them.
 */
export type PublicChange = { type: 'catalogue'; propertyId: number } | { type: 'content'; what: string };

/**
 * This process's own forgetters, by notifier: the process that made a change drops its copies before
 * it answers, so its author's next look at the site never races the notification's round trip.
 */
const localForgetters = new WeakMap<object, Set<(change: PublicChange) => void>>();

/**
 * The one way every reused answer and rendered page learns that the public site changed, in every
 * API process: the app's notifier (PostgreSQL LISTEN/NOTIFY, or the in-process emitter on the
 * embedded database). This process forgets at once; the others when the notification arrives.
 */
export async function announcePublicChange(app: FastifyInstance, change: PublicChange): Promise<void> {
  for (const forget of localForgetters.get(app.chatNotifier) ?? []) forget(change);
  await app.chatNotifier.publish(change);
}

/**
 * Runs `forget` in this process whenever any process announces a change of one of `kinds`; stops on
 * close. A change is forgotten at most once per process: the announcing process's own notification
 * comes back to it, and forgetting twice costs only one more reading.
 */
export function forgetOnPublicChange(
  app: FastifyInstance,
  kinds: readonly PublicChange['type'][],
  forget: () => void,
): void {
  const notifier = app.chatNotifier;
  const local = localForgetters.get(notifier) ?? new Set<(change: PublicChange) => void>();
  localForgetters.set(notifier, local);
  const forgetOne = (change: PublicChange) => {
    if (kinds.includes(change.type)) forget();
  };
  local.add(forgetOne);
  const unsubscribe = notifier.subscribe((signal) => {
    if (signal.type === 'catalogue' || signal.type === 'content') forgetOne(signal);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    local.delete(forgetOne);
  });
}

/**
 * A change to a listing or what its page shows (the host's edit, a review, a booking that closes
 * dates) reaches every API process: each then drops the answers it reuses for a few seconds (search,
 * lists, rendered pages) and re-reads availability, so the change shows at once in the process that
 * made it and within a second elsewhere, instead of after the caches' time to live.
 */
export const announceCatalogueChange = (app: FastifyInstance, propertyId: number): Promise<void> =>
  announcePublicChange(app, { type: 'catalogue', propertyId });

/** Runs `forget` in this process whenever any process announces a catalogue change; stops on close. */
export const forgetOnCatalogueChange = (app: FastifyInstance, forget: () => void): void =>
  forgetOnPublicChange(app, ['catalogue'], forget);
