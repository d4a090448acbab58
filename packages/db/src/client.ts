import { PGlite, type QueryOptions, type Transaction, types } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import { lockEmbeddedDatabase } from './embedded-lock.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The one database type the app codes against, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbTarget =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

/** How busy the connections are, for the metrics: `waiting` queries have no connection yet. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export interface DbHandle {
  db: Db;
  kind: DbTarget['kind'];
  close(): Promise<void>;
  /** Read when metrics are scraped. PGlite is one connection that serves one query or transaction at a time. */
  poolStats(): PoolStats;
  /** The PGlite instance, for test fixtures that dump or clone it and for its notifications. */
  pglite?: PGlite;
  /** The PostgreSQL pool, for work that must hold one connection (the migrations' lock). */
  pool?: Pool;
}

export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

const keepAsText = (value: string) => value;
/** The text-kept types Drizzle asks for on every query; set once on the instance instead. */
const DRIZZLE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepAsText],
  ),
);

/**
 * PostgreSQL's default 128 MB of shared buffers is resident from the start in the embedded database and
 * pushed the process past its memory budget (decision 046). A page missed here is a file read from the
 * operating system's cache: 16 MB made searches over 10,000 listings fifteen times slower, 32 MB costs
 * them about a fifth. The server's PostgreSQL keeps its own configuration.
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

type Queryable = Pick<Transaction, 'query'>;

/** Queries and transactions asked of the PGlite instance and not yet answered: all but one wait their turn. */
interface InFlight {
  count: number;
}

function counted<R>(inFlight: InFlight | undefined, work: () => Promise<R>): Promise<R> {
  if (!inFlight) return work();
  inFlight.count += 1;
  return work().finally(() => {
    inFlight.count -= 1;
  });
}

/** `inFlight` counts the instance's own queries and transactions, not the queries inside a transaction. */
function withoutQueryParsers<T extends Queryable>(target: T, inFlight?: InFlight): T {
  return new Proxy(target, {
    get(object, property, receiver) {
      if (property === 'query') {
        return (query: string, params?: unknown[], options?: QueryOptions) =>
          counted(inFlight, () => object.query(query, params, options && { ...options, parsers: undefined }));
      }
      if (property === 'transaction' && object instanceof PGlite) {
        return <R>(work: (tx: Transaction) => Promise<R>) =>
          counted(inFlight, () => object.transaction((tx) => work(withoutQueryParsers(tx))));
      }
      const value = Reflect.get(object, property, receiver);
      return typeof value === 'function' ? value.bind(object) : value;
    },
  });
}

export async function openDb(target: DbTarget): Promise<DbHandle> {
  if (target.kind === 'postgres') {
    // The PostgreSQL driver is loaded only by a server that uses one, not on the embedded database.
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.maxConnections ?? 10,
      // Short queries with a high estimated cost (search over a large catalogue) otherwise pay tens of
      // milliseconds compiling JIT code that saves less than it costs.
      options: '-c jit=off',
    });
    // A broken idle connection must not take the process down; the pool replaces it.
    pool.on('error', () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      close: () => pool.end(),
      pool,
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  // PGlite is PostgreSQL in one process: a second process on the same files would corrupt them.
  const lock = target.dataDir ? lockEmbeddedDatabase(target.dataDir) : undefined;
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
    extensions: pgliteExtensions,
    parsers: DRIZZLE_PARSERS,
    startParams: PGLITE_START_PARAMS,
  }).catch((error: unknown) => {
    lock?.release();
    throw error;
  });
  // Drizzle passes the same parsers with every query, which costs PGlite ~150 µs a query; the
  // instance already has them, so the per-query copy is dropped.
  const inFlight: InFlight = { count: 0 };
  const db = drizzlePglite(withoutQueryParsers(client, inFlight), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
    pglite: client,
    poolStats: () => ({
      total: 1,
      idle: inFlight.count === 0 ? 1 : 0,
      waiting: Math.max(0, inFlight.count - 1),
    }),
  };
}

/** What a `db.transaction` callback receives; accepts the same queries as `Db`. */
export type DbTransaction = Parameters<Parameters<Db['transaction']>[0]>[0];
