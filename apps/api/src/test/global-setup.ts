import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import { runMigrations } from 'graphile-worker';
import type { TestProject } from 'vitest/node';
import { withAdminDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    templateDatabase: string;
  }
}

/**
 * Migrates once per run: a dumped PGlite data dir that every test file loads (fast), and, when
 * TEST_DATABASE_URL is set, a template database on that server that every test file copies.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'scrivania-test-'));
  const handle = await openDb({ kind: 'pglite' });
  await migrate(handle);
  const dump = await handle.pglite?.dumpDataDir('none');
  await handle.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const dumpPath = path.join(dir, 'migrated.tar');
  await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteDumpPath', dumpPath);

  // Named per run so that several runs can share one server without dropping each other's template.
  const templateDatabase = `scrivania_template_${randomBytes(6).toString('hex')}`;
  project.provide('templateDatabase', templateDatabase);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await withAdminDatabase(serverUrl, (admin) => admin.query(`CREATE DATABASE ${templateDatabase}`));
    const template = await openDb({ kind: 'postgres', url: databaseUrl(serverUrl, templateDatabase) });
    await migrate(template);
    await template.close();
    // The queue's own schema, so that each test file's copy starts its workers without migrating.
    await runMigrations({ connectionString: databaseUrl(serverUrl, templateDatabase) });
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (serverUrl) {
      await withAdminDatabase(serverUrl, (admin) =>
        admin.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`),
      );
    }
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
