import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';

/**
 * The tile server of the end-to-end run: every `/tiles/{z}/{x}/{y}.png` is the same plain tile, and
 * `/requests` tells how many tiles were asked for, so a journey can check the map drew its tiles from
 * here and nowhere else.
 */
const port = Number(process.env.TILE_SERVER_PORT ?? 5320);
const tile = readFileSync(path.join(import.meta.dirname, 'files/tile.png'));
const TILE_PATH = /^\/tiles\/\d{1,2}\/\d{1,7}\/\d{1,7}\.png$/;
let served = 0;

createServer((request, response) => {
  if (request.url === '/requests') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ served }));
  } else if (request.url && TILE_PATH.test(request.url)) {
    served += 1;
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store' }).end(tile);
  } else {
    response.writeHead(404).end();
  }
}).listen(port, '127.0.0.1');
