import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
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

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
  // React Router publishes its production build (development warnings compiled out) but exports only
  // the development one; what browsers download gets the production build.
  ...(command === 'build' && !isSsrBuild && { resolve: { alias: [reactRouterProduction()] } }),
  build: {
    // The server entry (decision 016) is built apart from what browsers download.
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // A browser without modulepreload (Safari before 17) still loads every module, only without the
    // early fetch; the polyfill cost every other browser 1.8 KB of the first load.
    modulePreload: { polyfill: false },
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
