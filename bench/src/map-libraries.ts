import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, chromePath, isMain, median, repoRoot } from './server-process.ts';

/**
 * Leaflet against MapLibre GL JS for the search page's map (issue 17, decision 055): what each sends
 * (gzip) and how long a phone takes from the page's start to a map with 50 price markers, on
 * Lighthouse's mobile profile (4x slower CPU, 150 ms round trips, 1.6 Mbit/s). No tiles: both
 * draw a plain background, so the figure is the library's own cost. Not a budget: a comparison.
 */
const RUNS = 5;
const MARKERS = 50;
const modules = path.join(repoRoot, 'node_modules');

const files: Record<string, { file: string; type: string }> = {
  '/leaflet.js': { file: 'leaflet/dist/leaflet.js', type: 'text/javascript' },
  '/leaflet.css': { file: 'leaflet/dist/leaflet.css', type: 'text/css' },
  '/maplibre-gl.mjs': { file: 'maplibre-gl/dist/maplibre-gl.mjs', type: 'text/javascript' },
  '/maplibre-gl-worker.mjs': { file: 'maplibre-gl/dist/maplibre-gl-worker.mjs', type: 'text/javascript' },
  '/maplibre-gl.css': { file: 'maplibre-gl/dist/maplibre-gl.css', type: 'text/css' },
};

const markersScript = (add: string) => `
  const points = Array.from({ length: ${MARKERS} }, (_, i) => [45.44 + (i % 10) * 0.006, 9.15 + Math.floor(i / 10) * 0.012]);
  for (const [lat, lng] of points) {
    const el = document.createElement('button');
    el.textContent = '50 €';
    ${add}
  }`;

const pages: Record<string, string> = {
  leaflet: `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/leaflet.css"></head><body><div id="map" style="height:400px"></div>
<script src="/leaflet.js"></script><script>
  const map = L.map('map').setView([45.46, 9.19], 12);
  ${markersScript('L.marker([lat, lng], { icon: L.divIcon({ html: el, iconSize: undefined }) }).addTo(map);')}
  requestAnimationFrame(() => setTimeout(() => { window.mapDrawn = performance.now(); }));
</script></body></html>`,
  maplibre: `<!doctype html><html><head><meta name="viewport" content="width=device-width">
<link rel="stylesheet" href="/maplibre-gl.css"></head><body><div id="map" style="height:400px"></div>
<script type="module">
  import { Map, Marker, setWorkerUrl } from '/maplibre-gl.mjs';
  setWorkerUrl('/maplibre-gl-worker.mjs');
  const map = new Map({ container: 'map', center: [9.19, 45.46], zoom: 12, style: { version: 8, sources: {},
    layers: [{ id: 'bg', type: 'background', paint: { 'background-color': '#eef2f7' } }] } });
  ${markersScript('new Marker({ element: el }).setLngLat([lng, lat]).addTo(map);')}
  map.on('load', () => requestAnimationFrame(() => setTimeout(() => { window.mapDrawn = performance.now(); })));
  map.on('error', (e) => { window.mapError = String(e.error?.message ?? e); });
</script></body></html>`,
};

async function serve() {
  const bodies = new Map<string, { body: Buffer; type: string }>();
  for (const [url, { file, type }] of Object.entries(files)) {
    bodies.set(url, { body: gzipSync(await readFile(path.join(modules, file)), { level: 9 }), type });
  }
  for (const [name, html] of Object.entries(pages)) {
    bodies.set(`/${name}`, { body: gzipSync(html), type: 'text/html' });
  }
  const server = createServer((request, response) => {
    const found = bodies.get(request.url ?? '');
    if (!found) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': found.type, 'content-encoding': 'gzip' }).end(found.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, bodies, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

export async function compareMapLibraries() {
  const { server, bodies, url } = await serve();
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  try {
    for (const name of Object.keys(pages)) {
      const sent = [...bodies].filter(([u]) =>
        u.startsWith(`/${name === 'leaflet' ? 'leaflet' : 'maplibre'}`),
      );
      const bytes = sent.reduce((sum, [, { body }]) => sum + body.length, 0);
      const times: number[] = [];
      let failure: string | undefined;
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 150,
          downloadThroughput: (1.6 * 1024 * 1024) / 8,
          uploadThroughput: (750 * 1024) / 8,
        });
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(`${url}/${name}`);
        const drawn = await page
          .waitForFunction(
            () =>
              (window as { mapDrawn?: number; mapError?: string }).mapDrawn ??
              (window as { mapError?: string }).mapError,
            null,
            { timeout: 60_000 },
          )
          .then((handle) => handle.jsonValue())
          .catch((error: Error) => error.message);
        await context.close();
        if (typeof drawn === 'number') times.push(drawn);
        else failure = String(drawn);
      }
      console.log(
        `${name}: ${bytes} B gzip (JS + CSS); map with ${MARKERS} markers drawn at ${
          times.length ? `${median(times).toFixed(0)} ms median of ${times.length}` : 'never'
        }${failure ? ` (${failure})` : ''}`,
      );
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (isMain(import.meta.url)) await compareMapLibraries();
