import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDb } from '@scrivania/db/client';
import { migrate } from '@scrivania/db/migrate';
import type { TestProject } from 'vitest/node';
import { TEMPLATE_DATABASE, withAdminDatabase } from './postgres-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
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

  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    await withAdminDatabase(serverUrl, async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DATABASE} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${TEMPLATE_DATABASE}`);
    });
    const template = await openDb({ kind: 'postgres', url: databaseUrl(serverUrl, TEMPLATE_DATABASE) });
    await migrate(template);
    await template.close();
  }

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
