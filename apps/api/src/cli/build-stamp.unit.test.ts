import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneOlderThan, sourceTreeHash } from './build-stamp.ts';

function write(tree: string, file: string, content: string) {
  mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  writeFileSync(path.join(tree, file), content);
}

describe('the source tree hash', () => {
  it('changes with a source file or the lock file, not with tests, builds or installed libraries', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'scrivania-sources-'));
    write(tree, 'package.json', '{}');
    write(tree, 'package-lock.json', '{}');
    write(tree, 'apps/web/src/main.tsx', 'export {};');
    write(tree, 'apps/api/src/server.ts', 'export {};');
    const first = sourceTreeHash(tree);
    expect(sourceTreeHash(tree)).toBe(first);

    write(tree, 'apps/web/src/main.test.tsx', 'test');
    write(tree, 'apps/web/dist/assets/main-abc.js', 'built');
    write(tree, 'apps/web/node_modules/lib/index.js', 'lib');
    write(tree, 'apps/api/src/cli/build-stamp.unit.test.ts', 'test');
    expect(sourceTreeHash(tree)).toBe(first);

    write(tree, 'apps/api/src/server.ts', 'export const changed = 1;');
    const edited = sourceTreeHash(tree);
    expect(edited).not.toBe(first);
    write(tree, 'package-lock.json', '{"lockfileVersion":3}');
    expect(sourceTreeHash(tree)).not.toBe(edited);
  });

  it('tells a renamed file from the same content under its old name', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'scrivania-sources-'));
    write(tree, 'packages/core/src/a.ts', 'x');
    const before = sourceTreeHash(tree);
    write(tree, 'packages/core/src/b.ts', 'x');
    const both = sourceTreeHash(tree);
    expect(both).not.toBe(before);
  });
});

describe('pruning built files', () => {
  it('removes only files last written before the previous build began', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'scrivania-dist-'));
    const previousBuild = Date.now() - 60_000;
    const old = path.join(dist, 'assets/app-old.js');
    const previous = path.join(dist, 'assets/app-previous.js');
    const current = path.join(dist, 'index.html');
    for (const file of [old, previous, current]) write(dist, path.relative(dist, file), 'x');
    utimesSync(old, new Date(previousBuild - 3_600_000), new Date(previousBuild - 3_600_000));
    utimesSync(previous, new Date(previousBuild + 1_000), new Date(previousBuild + 1_000));

    expect(pruneOlderThan([dist, path.join(dist, 'missing')], previousBuild)).toEqual([old]);
    expect(readdirSync(path.join(dist, 'assets'))).toEqual(['app-previous.js']);
    expect(readdirSync(dist)).toContain('index.html');
  });
});
