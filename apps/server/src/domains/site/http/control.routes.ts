import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { MaintenanceState } from '../maintenance-state.ts';

export const CONTROL_FILE = 'control.json';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const maintenanceBody = z.object({ enabled: z.boolean(), message: z.string().max(500).optional() });

/**
 * Operator commands for a running server (`npm run maintenance`): accepted only from this
 * machine and with the token the server wrote into DATA_DIR, readable by its owner alone.
 * An embedded database belongs to one process, so commands go through that process.
 */
export function registerControl(
  app: FastifyInstance,
  deps: { maintenance: MaintenanceState; token: string },
): void {
  const expected = Buffer.from(deps.token);
  app.post('/endpoint/control/maintenance', async (request, reply) => {
    const given = Buffer.from(String(request.headers['x-control-token'] ?? ''));
    const allowed =
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!allowed) return reply.code(403).send({ ok: false });
    const body = maintenanceBody.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ ok: false });
    const state = await deps.maintenance.set(body.data.enabled, body.data.message);
    request.log.warn({ maintenance: state }, 'maintenance switched');
    return { ok: true, maintenance: state };
  });
}

export function newControlToken(): string {
  return randomBytes(32).toString('hex');
}

export async function writeControlFile(
  dataDir: string,
  port: number,
  token: string,
): Promise<string> {
  const file = path.join(dataDir, CONTROL_FILE);
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, JSON.stringify({ port, token, pid: process.pid }), { mode: 0o600 });
  return file;
}
