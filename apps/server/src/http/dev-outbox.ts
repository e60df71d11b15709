import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { latestOutbox, type OutboxRow } from '../platform/messaging/outbox.ts';
import type { Postman } from '../platform/messaging/postman.ts';
import { httpTransport } from './http-transport.ts';
import { route } from './route.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Escapes the text, then makes its http(s) links clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function renderItem(row: OutboxRow): string {
  return `<article>
<header><b>${row.channel === 'email' ? 'E-posta' : 'SMS'}</b> → ${escapeHtml(row.recipient)}
<time>${row.createdAt.toISOString()}</time></header>
${row.subject ? `<h2>${escapeHtml(row.subject)}</h2>` : ''}<pre>${linkify(row.body)}</pre>
</article>`;
}

/**
 * The development mailbox: what would have been mailed or texted, newest first. Registered
 * only outside production (app.ts), where no provider is configured.
 */
export function registerDevOutbox(app: FastifyInstance, deps: { db: Db; postman: Postman }): void {
  const transport = httpTransport();
  route(app, {
    method: 'GET',
    url: '/dev/outbox.json',
    transport,
    auth: 'none',
    handler: async () => {
      await deps.postman.drain();
      return (await latestOutbox(deps.db)).map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  });

  route(app, {
    method: 'GET',
    url: '/dev/outbox',
    transport,
    auth: 'none',
    handler: async ({ reply }) => {
      await deps.postman.drain();
      const rows = await latestOutbox(deps.db);
      const items = rows.length > 0 ? rows.map(renderItem).join('\n') : '<p>Outbox is empty.</p>';
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Lale dev outbox</title>
<style>body{font:15px system-ui;margin:2rem auto;max-width:60rem}article{border:1px solid #ccc;
border-radius:6px;padding:.75rem 1rem;margin:.75rem 0}time{color:#666;float:right}
pre{white-space:pre-wrap;font:inherit}h2{font-size:1rem;margin:.5rem 0}</style></head>
<body><h1>Development outbox</h1><p>Mail and SMS that were not sent (no provider configured).</p>
${items}</body></html>`);
    },
  });
}
