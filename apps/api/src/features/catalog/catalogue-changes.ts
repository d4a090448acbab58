import type { FastifyInstance } from 'fastify';

/**
 * A host's change to a listing reaches every API process through the app's notifier (PostgreSQL
 * LISTEN/NOTIFY, or the in-process emitter on the embedded database): each process then drops the
 * answers it reuses for a few seconds (search, lists, rendered pages) and re-reads availability,
 * so the change shows within a second instead of after the caches' time to live.
 */
export function announceCatalogueChange(app: FastifyInstance, propertyId: number): Promise<void> {
  return app.chatNotifier.publish({ type: 'catalogue', propertyId });
}

/** Runs `forget` in this process whenever any process announces a catalogue change; stops on close. */
export function forgetOnCatalogueChange(app: FastifyInstance, forget: () => void): void {
  const unsubscribe = app.chatNotifier.subscribe((signal) => {
    if (signal.type === 'catalogue') forget();
  });
  app.addHook('onClose', async () => unsubscribe());
}
