import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fileNotFound, httpTransport } from '../../../http/http-transport.ts';
import { route } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';

const PALETTES = [
  ['#3b0a45', '#c2185b', '#ffb300'],
  ['#0d1b3e', '#1565c0', '#26c6da'],
  ['#1b3a1f', '#2e7d32', '#c0ca33'],
  ['#3e1f0d', '#d84315', '#ffca28'],
  ['#1a0d3e', '#6a1b9a', '#ec407a'],
  ['#0b2e2e', '#00897b', '#80cbc4'],
];

/**
 * Deterministic abstract banner art for CMS entries: the same name always draws the same
 * picture, so nothing needs storing and nothing is copied from anyone.
 */
export function renderBanner(name: string, width = 1200, height = 400): string {
  const hash = createHash('sha256').update(name).digest();
  const palette = PALETTES[hash[0]! % PALETTES.length]!;
  const circles = Array.from({ length: 7 }, (_, i) => {
    const x = (hash[i * 3 + 1]! / 255) * width;
    const y = (hash[i * 3 + 2]! / 255) * height;
    const r = 40 + (hash[i * 3 + 3]! / 255) * (height / 1.6);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(0)}" fill="${palette[(i % 2) + 1]}" opacity="${(0.15 + (hash[i + 20]! / 255) * 0.35).toFixed(2)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette[0]}"/><stop offset="1" stop-color="${palette[1]}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>${circles}</svg>`;
}

export function registerArt(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/media/art/:name',
    transport: httpTransport({ refusal: fileNotFound }),
    auth: 'none',
    params: z.object({ name: z.string() }),
    handler: ({ params, reply }) => {
      const match = /^([a-z0-9-]{1,80})\.svg$/.exec(params.name);
      if (!match) throw refusals.notFound();
      return reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .type('image/svg+xml')
        .send(renderBanner(match[1]!));
    },
  });
}
