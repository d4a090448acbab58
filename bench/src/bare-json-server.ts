import Fastify from 'fastify';

/**
 * The yardstick of the read-endpoint budget: a bare Fastify app with no plugins, hooks or schemas,
 * answering each path with the JSON it was given on standard input. Run as its own process, as the
 * product's server is, so both sides pay the same process and socket costs.
 */
const bodies = JSON.parse(
  await new Promise<string>((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
  }),
) as Record<string, unknown>;

const app = Fastify({ logger: false });
for (const [route, body] of Object.entries(bodies)) app.get(route, async () => body);
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
