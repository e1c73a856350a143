// The benchmark's outer floor: Fastify with one JSON route and nothing else (no logging, no hooks,
// no database), started as its own process so it shares the machine the way the app does.
//   node bare-fastify.mjs <port>
import Fastify from 'fastify';

const port = Number(process.argv[2]);
const app = Fastify({ logger: false });
app.get('/json', async () => ({ ok: true }));
await app.listen({ port, host: '127.0.0.1' });
process.send?.('listening');
