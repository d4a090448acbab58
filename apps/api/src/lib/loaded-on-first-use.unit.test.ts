import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Libraries only some requests need (payments, uploads, social login, mail, the PostgreSQL driver,
 * invoices and their copies, CSV downloads): the server loads each on its first use, so they cost a
 * process that never asks for them neither start-up time nor memory (decisions 051 and 063).
 */
const LOADED_ON_FIRST_USE = [
  '@paypal/paypal-server-sdk',
  'arctic',
  'csv-stringify',
  'fflate',
  'file-type',
  'nodemailer',
  'pdfkit',
  'pg',
  'drizzle-orm/node-postgres',
  'sharp',
  'stripe',
  'xmlbuilder2',
];

const SERVER_SOURCES = ['apps/api/src', 'packages/core/src', 'packages/db/src'].map((dir) =>
  path.resolve(import.meta.dirname, '../../../..', dir),
);

async function serverFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${path.sep}test${path.sep}`));
}

/** The modules a file imports when it is loaded (not `import type`, not `import()`). */
function staticImports(source: string): string[] {
  return [...source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^']+)'/gm)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

describe('libraries loaded on first use', () => {
  it('are imported by no server module when it loads', async () => {
    const offenders: string[] = [];
    for (const dir of SERVER_SOURCES) {
      for (const file of await serverFiles(dir)) {
        for (const specifier of staticImports(await readFile(file, 'utf8'))) {
          const library = LOADED_ON_FIRST_USE.find(
            (name) => specifier === name || specifier.startsWith(`${name}/`),
          );
          if (library) offenders.push(`${path.relative(dir, file)} imports ${specifier}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });

  it('finds a static import when there is one', () => {
    expect(staticImports("import PDFDocument from 'pdfkit';\nimport type { X } from 'fflate';")).toEqual([
      'pdfkit',
    ]);
  });
});
