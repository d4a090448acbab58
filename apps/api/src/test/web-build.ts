import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BOOT_MANIFEST_FILE } from '@scrivania/core/page-render';
import type { Config } from '../config.ts';
import { INDEX_HTML } from './index-html.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A built web app whose server entry is `entrySource` (the contract of the web app's), so a test can
 * see what the server renders and when it draws a page afresh. `config` points an app at it.
 */
export async function createWebBuild(entrySource: string): Promise<{
  config: Pick<Config, 'webDistDir' | 'webServerEntry'>;
  remove(): Promise<void>;
}> {
  const webDir = await mkdtemp(path.join(tmpdir(), 'scrivania-web-'));
  await mkdir(path.join(webDir, '.vite'));
  await writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDir, 'entry-server.mjs'), entrySource);
  await writeFile(
    path.join(webDir, BOOT_MANIFEST_FILE),
    JSON.stringify({ 'src/boot-rendered.ts': { file: 'assets/boot-rendered-xyz.js', isEntry: true } }),
  );
  return {
    config: { webDistDir: webDir, webServerEntry: path.join(webDir, 'entry-server.mjs') },
    remove: () => rm(webDir, { recursive: true, force: true }),
  };
}

/**
 * A server entry that renders one page as a list of `field` from one API answer, as the web app's
 * screens do. `pageUrl` and `apiPath` are JavaScript source: a function of the address, an
 * expression of `url`.
 */
export const listPageEntry = (page: { pageUrl: string; apiPath: string; field: string; title: string }) => `
export const createPageRenderer = ({ readApi }) => ({
  pageUrl: ${page.pageUrl},
  render: async (url) => {
    const answer = await readApi(${page.apiPath});
    return {
      html: '<ul>' + (answer?.data ?? []).map((item) => '<li>' + item.${page.field} + '</li>').join('') + '</ul>',
      preloads: '',
      head: { title: ${JSON.stringify(page.title)}, description: '', keywords: '' },
      state: {},
    };
  },
});
`;

/** An app rendering with `entrySource` that reuses a rendered page for a minute, so only a change drops it. */
export async function startRenderedApp(entrySource: string): Promise<TestApp> {
  const web = await createWebBuild(entrySource);
  const t = await createTestApp({ config: { ...web.config, renderedPageTtlMs: 60_000 } });
  return {
    ...t,
    async close() {
      await t.close();
      await web.remove();
    },
  };
}
