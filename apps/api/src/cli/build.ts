import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';

/**
 * The API server as one JavaScript file (decision 042): compiling the TypeScript of the app and its
 * workspace packages at every start was most of the start-up time. Libraries from node_modules stay
 * outside, loaded by Node as they are (native modules, WebAssembly and their own files included).
 */
const root = path.resolve(import.meta.dirname, '../../../..');
export const serverBundle = path.join(root, 'apps/api/dist/server.js');

/** Everything but the app's own code and its workspace packages is left to Node. */
const librariesOutside: Plugin = {
  name: 'libraries-outside',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@scrivania/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * A module that finds its files next to itself (the migrations, the built web app) keeps finding them
 * where its source is: its own address is written in, in place of the bundle's.
 */
const ownAddress: Plugin = {
  name: 'own-address',
  setup(context) {
    context.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url') && !source.includes('import.meta.dirname')) return undefined;
      return {
        loader: 'ts',
        contents: source
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
      };
    });
  },
};

await build({
  entryPoints: [path.join(root, 'apps/api/src/server.ts')],
  // Split: a module the server imports on first use (the mail renderer) is its own file, so the
  // libraries it imports load then, not at start.
  outdir: path.dirname(serverBundle),
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [librariesOutside, ownAddress],
});
