import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes .br and .gz beside each text asset once at build time, so the server never compresses them
 * per request. The bench builds its hello-world page with it too, so both are sent alike.
 */
async function compressedSince(file: string): Promise<boolean> {
  try {
    const [source, compressed] = await Promise.all([stat(file), stat(`${file}.br`)]);
    return compressed.mtimeMs >= source.mtimeMs;
  } catch {
    return false;
  }
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'scrivania-precompress',
    apply: 'build',
    configResolved(config) {
      // The server entry's bundle is read from disk by the API server, never sent to browsers.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        // The previous build's files stay beside this one's (decision 089): compressed once, and left
        // with their old times so the build after next can drop them.
        if (await compressedSince(file)) continue;
        const content = await readFile(file);
        if (content.length < 1024) continue;
        await writeFile(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}
