// The reference: a bare Fastify route that reads a JSON body and answers a small JSON object,
// with nothing of Lale's pipeline (no headers plugin, validation, maintenance or envelope).
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/bare', async (request) => ({
  result: true,
  data: { echo: (request.body as { api?: unknown })?.api ?? null },
  message: 'ok',
}));
app.get('/health', async () => ({ ok: true }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 3302) });
