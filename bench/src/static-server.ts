import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

/**
 * The hello-world page's server: a bare Fastify app sending a built folder as the product sends its
 * own (assets compressed at build time, brotli or gzip as the browser accepts; the page itself from
 * memory), with no hooks. Run as its own process, as the product's server is.
 */
const root = path.resolve(process.env.STATIC_ROOT ?? '');
const indexHtml = await readFile(path.join(root, 'index.html'), 'utf8');
const app = Fastify({ logger: false });
await app.register(fastifyStatic, { root, preCompressed: true, index: false, cacheControl: false });
app.get('/', (_request, reply) => reply.type('text/html; charset=utf-8').send(indexHtml));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
