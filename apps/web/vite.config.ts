import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { BOOT_MANIFEST_FILE } from '../../packages/core/src/page-render.ts';
import { precompress } from './precompress.ts';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

const BOOT_MODE = 'boot-rendered';

function reactRouterProduction() {
  const development = createRequire(import.meta.url).resolve('react-router');
  return {
    find: /^react-router$/,
    replacement: path.join(path.dirname(development), '../production/index.mjs'),
  };
}

/**
 * The app's start imports its libraries one after another, to evaluate each in a task of its own
 * (decision 058, `src/app/start.tsx`). The page asks for all of them at once, as it does for the entry's
 * own imports, so that order costs no round trips: the entry's dynamic imports and what they import.
 */
function preloadStartChunks(): Plugin {
  return {
    name: 'scrivania:preload-start-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const linked = new Set([chunk.fileName, ...chunk.imports]);
        const wanted: string[] = [];
        const visit = (fileName: string) => {
          const found = bundle[fileName] as Rolldown.OutputChunk | undefined;
          if (linked.has(fileName) || !found) return;
          linked.add(fileName);
          for (const imported of found.imports) visit(imported);
          wanted.push(fileName);
        };
        for (const fileName of chunk.dynamicImports) visit(fileName);
        return wanted.map((fileName) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

type ChunkNamer = Extract<NonNullable<Rolldown.CodeSplittingGroup['name']>, (...args: never[]) => unknown>;

/**
 * The app's shell (`src/app/app.tsx` and what it imports, the entry's own modules aside) in one chunk,
 * as it was in the entry: left to the automatic splitting, the modules it shares with the screens
 * came as twenty small files.
 */
function appShellChunk(): ChunkNamer {
  const reach = new Map<string, Set<string>>();
  const reachable = (from: string, getModuleInfo: (id: string) => Rolldown.ModuleInfo | null) => {
    let found = reach.get(from);
    if (found) return found;
    found = new Set<string>();
    const pending = [from];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (found.has(id)) continue;
      found.add(id);
      pending.push(...(getModuleInfo(id)?.importedIds ?? []));
    }
    reach.set(from, found);
    return found;
  };
  const shell = path.join(import.meta.dirname, 'src/app/app.tsx');
  const entry = path.join(import.meta.dirname, 'src/main.tsx');
  return (id, context) => {
    const getModuleInfo = (of: string) => context.getModuleInfo(of);
    return reachable(shell, getModuleInfo).has(id) && !reachable(entry, getModuleInfo).has(id) ? 'app' : null;
  };
}

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress(), preloadStartChunks()],
  // React Router publishes its production build (development warnings compiled out) but exports only
  // the development one; what browsers download gets the production build.
  ...(command === 'build' && !isSsrBuild && { resolve: { alias: [reactRouterProduction()] } }),
  build: {
    // The server entry (decision 016) is built apart from what browsers download.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    // A server still running on the previous build sends its files until it stops: the build only
    // adds, and the build after next drops what is older than this one (decision 089).
    emptyOutDir: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // A browser without modulepreload (Safari before 17) still loads every module, only without the
    // early fetch; the polyfill cost every other browser 1.8 KB of the first load.
    modulePreload: { polyfill: false },
    // The libraries the app's start evaluates one by one (decision 058) are chunks of their own, React's
    // core apart so the entry can use it without evaluating React DOM.
    ...(!isSsrBuild &&
      mode !== BOOT_MODE && {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // Vite's helper for dynamic imports, which the entry and the shell both use: in the shell's
                // chunk it made the entry import the shell, and evaluate it at once.
                { name: 'vite-preload', test: /preload-helper/, priority: 5 },
                { name: 'react', test: /node_modules[\\/]react[\\/]/, priority: 4 },
                { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
                { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
                {
                  name: 'tanstack-query',
                  test: /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
                  priority: 1,
                },
                { name: appShellChunk(), debugName: 'app', priority: 0 },
              ],
            },
          },
        },
      }),
    // Pages the server renders load this script instead of the app's; a build of its own, so the app's
    // chunks stay as they are. The server finds its hashed name in the manifest.
    ...(mode === BOOT_MODE && {
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: BOOT_MANIFEST_FILE,
      rolldownOptions: { input: path.join(import.meta.dirname, 'src/boot-rendered.ts') },
    }),
  },
  server: {
    proxy: { '/backend': { target: apiTarget, changeOrigin: false, ws: true } },
  },
}));
