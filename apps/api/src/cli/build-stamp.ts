import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What `npm start` needs to know of the build (decision 089): which sources it was built from, so a
 * start rebuilds only when they changed, and when it began, so the build after next may drop the
 * files no running server can still send.
 */
export interface BuildStamp {
  /** SHA-256 over the path and content of every source file a build reads. */
  sources: string;
  /** When the build began (ms since the epoch); every file it wrote is at least as recent. */
  startedAt: number;
}

export const root = path.resolve(import.meta.dirname, '../../../..');
const stampFile = path.join(root, 'apps/api/dist/build-stamp.json');
const pendingFile = path.join(root, 'apps/api/dist/build-pending.json');
/** Where the build writes what browsers download and what the server renders with. */
export const builtDirs = [path.join(root, 'apps/web/dist'), path.join(root, 'apps/web/dist-server')];

/** The folders and files a build reads; tests and what builds write are left out. */
const SOURCE_DIRS = ['apps/web', 'apps/api/src', 'packages/core/src', 'packages/db/src'];
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'apps/api/package.json',
  'packages/core/package.json',
  'packages/db/package.json',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server']);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function sourceFiles(tree: string, from: string): string[] {
  const absolute = path.join(tree, from);
  if (!existsSync(absolute)) return [];
  const found: string[] = [];
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.join(from, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) found.push(...sourceFiles(tree, relative));
    } else if (entry.isFile() && !isTest(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/**
 * Content, not modification times: a checkout, a copy or an archive may give any file any time, and
 * reading a few megabytes of sources costs a fraction of a second.
 */
export function sourceTreeHash(tree = root): string {
  const hash = createHash('sha256');
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => sourceFiles(tree, dir)),
    ...SOURCE_FILES.filter((file) => existsSync(path.join(tree, file))),
  ];
  for (const file of files.sort()) {
    hash.update(`${file.split(path.sep).join('/')}\0`);
    hash.update(readFileSync(path.join(tree, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStampFile(file: string): BuildStamp | undefined {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'sources' in parsed &&
      typeof parsed.sources === 'string' &&
      'startedAt' in parsed &&
      typeof parsed.startedAt === 'number'
    )
      return { sources: parsed.sources, startedAt: parsed.startedAt };
  } catch {
    // Missing or unreadable: there is no finished build to trust.
  }
  return undefined;
}

export const readStamp = () => readStampFile(stampFile);

/** Whether the last finished build is of the sources as they are now, with its server bundle there. */
export function buildIsCurrent(): boolean {
  const stamp = readStamp();
  return (
    stamp !== undefined &&
    existsSync(path.join(root, 'apps/api/dist/server.js')) &&
    builtDirs.every((dir) => existsSync(dir)) &&
    stamp.sources === sourceTreeHash()
  );
}

/**
 * Removes the files of `dirs` last written before `before`: a server started on the previous build
 * may still send that build's files (a page it rendered names them), but no server runs on older
 * ones. Returns the files removed.
 */
export function pruneOlderThan(dirs: readonly string[], before: number): string[] {
  const removed: string[] = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (statSync(file).mtimeMs < before) {
        rmSync(file);
        removed.push(file);
      }
    }
  }
  return removed;
}

/** A build under way: its stamp-to-be, and when the build before it began (none: nothing to prune). */
interface PendingBuild extends BuildStamp {
  previousStartedAt: number | null;
}

function readPending(): PendingBuild | undefined {
  const stamp = readStampFile(pendingFile);
  if (!stamp) return undefined;
  const parsed = JSON.parse(readFileSync(pendingFile, 'utf8')) as { previousStartedAt?: unknown };
  return {
    ...stamp,
    previousStartedAt: typeof parsed.previousStartedAt === 'number' ? parsed.previousStartedAt : null,
  };
}

/**
 * Before the first build step: the sources it starts from, and when. The stamp goes until the build
 * finishes, so a start after a failed build builds again instead of serving half of one.
 */
export function beginBuild(): void {
  mkdirSync(path.dirname(pendingFile), { recursive: true });
  // A build that failed half-way left its own record: the last finished build is still the one before.
  const previousStartedAt = readStamp()?.startedAt ?? readPending()?.previousStartedAt ?? null;
  const pending: PendingBuild = { sources: sourceTreeHash(), startedAt: Date.now(), previousStartedAt };
  writeFileSync(pendingFile, JSON.stringify(pending));
  rmSync(stampFile, { force: true });
}

/**
 * After the last build step: prunes what is older than the previous build and stamps this one. A
 * source changed while building leaves no stamp, so the next start builds again.
 */
export function finishBuild(): void {
  const pending = readPending();
  if (!pending) throw new Error('build-stamp finish without begin: run the whole `npm run build`');
  // Two seconds of slack: file systems with coarse times may date a file a little before the clock did.
  if (pending.previousStartedAt !== null) pruneOlderThan(builtDirs, pending.previousStartedAt - 2_000);
  rmSync(pendingFile);
  const stamp: BuildStamp = { sources: pending.sources, startedAt: pending.startedAt };
  if (sourceTreeHash() === pending.sources) writeFileSync(stampFile, JSON.stringify(stamp));
}
