import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Refusal to open an embedded database another process holds: one line, for the operator. */
export class EmbeddedDatabaseInUseError extends Error {}

/** Lock files this process holds: a file naming this pid and not in here was left by an earlier process. */
const heldHere = new Set<string>();

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Takes `<dataDir>.lock`, created exclusively with this process's pid, so a second server, or
 * `db:seed`/`db:migrate` beside a running one, is refused instead of writing into the same files. A lock
 * whose process is gone (a crash, a kill -9) is taken over. Released by `release` or when the process
 * exits.
 */
export function lockEmbeddedDatabase(dataDir: string): { release(): void } {
  const file = `${dataDir}.lock`;
  if (heldHere.has(file)) {
    throw new EmbeddedDatabaseInUseError(
      `The embedded database in ${dataDir} is already open in this process (pid ${process.pid}).`,
    );
  }
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw error;
      const owner = ownerOf(file);
      if (owner !== undefined && alive(owner)) {
        throw new EmbeddedDatabaseInUseError(
          `The embedded database in ${dataDir} is in use by process ${owner}: stop it first, or use DATABASE_URL to share a PostgreSQL server.`,
        );
      }
      // A file without a pid is being written this instant by its creator, or is debris: looked at again.
      if (owner === undefined && attempt < 3) {
        pause(20);
        continue;
      }
      // Taken over only if still the dead owner's: another starter may have replaced it meanwhile.
      if (ownerOf(file) === owner) {
        try {
          unlinkSync(file);
        } catch (unlinkError) {
          if ((unlinkError as NodeJS.ErrnoException).code !== 'ENOENT') throw unlinkError;
        }
      }
    }
  }
  heldHere.add(file);
  const onExit = () => release();
  process.on('exit', onExit);
  function release() {
    if (!heldHere.delete(file)) return;
    process.off('exit', onExit);
    if (ownerOf(file) === process.pid) unlinkSync(file);
  }
  return { release };
}
