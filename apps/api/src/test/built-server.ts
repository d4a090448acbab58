import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');

/**
 * The environment of a process started from a test as if from a shell: without the test runner's
 * NODE_ENV=test, which would build and run React's development code, or its other variables.
 */
function shellEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env))
    if (value !== undefined && name !== 'NODE_ENV' && !name.startsWith('VITEST')) env[name] = value;
  return env;
}

/** Builds the app unless the build on disk is of the sources as they are (decision 089). */
export async function ensureBuilt(): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/build-step.ts', 'ensure'],
    {
      cwd: repoRoot,
      env: shellEnv(),
      maxBuffer: 64 * 1024 * 1024,
    },
  );
}

/**
 * The command `npm run serve` runs, with this Node.js in place of `node` and without npm in between,
 * so that a signal sent to the server reaches the server itself.
 */
function serveCommand(): string[] {
  const scripts = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts as Record<
    string,
    string
  >;
  const [node, ...args] = (scripts.serve ?? '').split(/\s+/);
  if (node !== 'node' || args.length === 0) throw new Error('npm run serve no longer starts node directly');
  return args;
}

/** What a server printed last, for the message of a test that fails around it. */
const KEPT_OUTPUT = 64 * 1024;

export interface BuiltServer {
  name: string;
  url: string;
  dataDir: string;
  pid: number;
  /** Resolves with the exit code once the process has ended (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
  /** SIGTERM, as a deployment stops a process, and its exit code once it has finished. */
  stop(): Promise<number | null>;
}

/** Starts the built server (`apps/api/dist/server.js`) as its own process; it is not ready yet. */
export function startBuiltServer(options: {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): BuiltServer {
  const child: ChildProcess = spawn(process.execPath, serveCommand(), {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      ...options.env,
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-KEPT_OUTPUT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  if (child.pid === undefined) throw new Error(`${options.name} did not start`);
  return {
    name: options.name,
    url: `http://127.0.0.1:${options.port}`,
    dataDir: options.dataDir,
    pid: child.pid,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** Waits until `GET /backend/api/ready` answers 200; fails with the server's output if it exits first. */
export async function waitUntilReady(server: BuiltServer, timeoutMs = 60_000): Promise<void> {
  let exitCode: number | null | undefined;
  void server.exited.then((code) => {
    exitCode = code;
  });
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${server.name} exited with code ${exitCode} before it was ready:\n${server.output()}`);
    try {
      if ((await fetch(`${server.url}/backend/api/ready`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${server.name} was not ready in ${timeoutMs} ms:\n${server.output()}`);
}
