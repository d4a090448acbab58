import { pendingMigrations } from '@scrivania/db/migrate';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const readinessChecks = ['database', 'migrations', 'listen', 'catalogue'] as const;
type ReadinessCheck = (typeof readinessChecks)[number];

const CheckState = z.enum(['ok', 'failing']);
const ChecksSchema = z.object({
  database: CheckState,
  migrations: CheckState,
  listen: CheckState,
  catalogue: CheckState,
} satisfies Record<ReadinessCheck, typeof CheckState>);
const ReadySchema = z.object({ status: z.literal('ready'), checks: ChecksSchema });
const NotReadySchema = z.object({
  status: z.literal('not_ready'),
  checks: ChecksSchema,
  failing: z.array(z.enum(readinessChecks)),
});

/** A check that does not answer in this time fails: a load balancer's probe must not hang with it. */
const CHECK_TIMEOUT_MS = 2_000;

async function passes(check: () => Promise<boolean> | boolean): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(check), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** What a process needs before a load balancer sends it requests (decision 094). */
function readiness(app: FastifyInstance): Record<ReadinessCheck, () => Promise<boolean> | boolean> {
  return {
    database: async () => {
      await app.db.execute(sql`select 1`);
      return true;
    },
    migrations: async () => (await pendingMigrations(app.db)).length === 0,
    // Chat and the caches' invalidation reach this process from the others through it.
    listen: () => app.chatNotifier.connected(),
    // Search answers from the catalogue in memory, read once as the server starts.
    catalogue: () => app.availabilityIndex.loaded(),
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const };
    },
  );

  const checks = readiness(app);
  app.get(
    '/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        description:
          'Pronto a servire: database raggiungibile, migrazioni applicate, notifiche tra processi collegate, catalogo caricato.',
        response: { 200: ReadySchema, 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      const [database, migrations, listen, catalogue] = await Promise.all(
        readinessChecks.map(
          async (name): Promise<z.infer<typeof CheckState>> =>
            (await passes(checks[name])) ? 'ok' : 'failing',
        ),
      );
      const state: z.infer<typeof ChecksSchema> = {
        database: database ?? 'failing',
        migrations: migrations ?? 'failing',
        listen: listen ?? 'failing',
        catalogue: catalogue ?? 'failing',
      };
      const failing = readinessChecks.filter((name) => state[name] === 'failing');
      reply.header('cache-control', 'no-store');
      if (failing.length > 0) return reply.code(503).send({ status: 'not_ready', checks: state, failing });
      return { status: 'ready' as const, checks: state };
    },
  );

  app.get('/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
};
