import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** Development: the API restarting on change, and Vite's dev server with hot reload proxying /backend to it. */
const root = path.resolve(import.meta.dirname, '../../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The server picks production libraries unless told otherwise; this is development.
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
  }),
  spawn(bin('vite'), ['apps/web', '--host', '127.0.0.1'], { cwd: root, stdio: 'inherit' }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
