import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * A raster tile as detailed as a city's street map (blocks, streets of three widths, labels), about the
 * bytes of a real one. A plain tile would not do: Chromium leaves images with almost no detail out of
 * the largest paint, so a map drawn from plain tiles could never be late.
 */
async function cityTile(): Promise<Buffer> {
  // A fixed sequence, so every run of the bench draws the same tile.
  let seed = 17;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const shapes: string[] = [];
  for (let i = 0; i < 60; i++) {
    const [x, y, w, h] = [next() * 256, next() * 256, 8 + next() * 40, 8 + next() * 40];
    shapes.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#d9d0c9" stroke="#c4b6ab"/>`);
  }
  for (const [count, width, colour] of [
    [30, 2, '#ffffff'],
    [10, 5, '#f7fabf'],
    [4, 8, '#fcd6a4'],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const points = [next(), next(), next(), next()].map((v) => (v * 300 - 22).toFixed(1));
      shapes.push(
        `<line x1="${points[0]}" y1="${points[1]}" x2="${points[2]}" y2="${points[3]}" stroke="${colour}" stroke-width="${width}"/>`,
      );
    }
  }
  for (let i = 0; i < 12; i++) {
    shapes.push(
      `<text x="${(next() * 220).toFixed(0)}" y="${(next() * 250).toFixed(0)}" font-size="10" fill="#555">Via ${i + 1}</text>`,
    );
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#f2efe9"/>${shapes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png({ palette: true }).toBuffer();
}

/**
 * A tile server on this machine, for the search page's map as an operator configures it
 * (`MAP_TILES_URL`): every tile is the same city tile, cached by the browser as a real server allows.
 */
export async function serveMapTiles(port: number) {
  const tile = await cityTile();
  const server = createServer((request, response) => {
    if (request.url && /^\/tiles\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/.test(request.url)) {
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }).end(tile);
    } else {
      response.writeHead(404).end();
    }
  });
  server.listen(port, '127.0.0.1');
  await once(server, 'listening');
  const { port: bound } = server.address() as AddressInfo;
  return {
    tilesUrl: `http://127.0.0.1:${bound}/tiles/{z}/{x}/{y}.png`,
    tileBytes: tile.length,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
