import { pathToFileURL } from 'node:url';
import type { CreatePageRenderer, PageRenderer } from '@scrivania/core/page-render';
import type { FastifyInstance } from 'fastify';

/**
 * Loads the web app's server entry (decision 016) and lets it read this app's own public answers, as a
 * guest would: the same routes, validation and caches as the browser's calls, without a network hop.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  options: { entryFile: string; apiPrefix: string; hostBackofficeUrl: string; publicUrl: string },
): Promise<PageRenderer> {
  const entry = (await import(pathToFileURL(options.entryFile).href)) as {
    createPageRenderer?: CreatePageRenderer;
  };
  if (typeof entry.createPageRenderer !== 'function') {
    throw new Error(`${options.entryFile} does not export createPageRenderer`);
  }
  return entry.createPageRenderer({
    hostBackofficeUrl: options.hostBackofficeUrl,
    publicUrl: options.publicUrl,
    readApi: async (apiPath) => {
      // The paths come from the app's screens, built from the page address: none may leave the API.
      if (apiPath.startsWith('/') || apiPath.split(/[/?#]/).includes('..')) return null;
      const response = await app.inject({ method: 'GET', url: `${options.apiPrefix}/${apiPath}` });
      return response.statusCode === 200 ? response.json() : null;
    },
  });
}
