import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { route, type Transport } from '../../../http/route.ts';
import { refusals } from '../../../platform/refusal.ts';
import type { MaintenanceState } from '../maintenance-state.ts';

export const CONTROL_FILE = 'control.json';
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const maintenanceBody = z.object({ enabled: z.boolean(), message: z.string().max(500).optional() });

/** A local tool is the only caller: the status says it all, the body only `ok`. */
const controlTransport: Transport = {
  invalid: () => refusals.invalid(),
  refusal: (refusal) => ({ status: refusal.kind === 'forbidden' ? 403 : 400, body: { ok: false } }),
  fault: () => ({ status: 500, body: { ok: false } }),
};

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
  const localOperator = (request: FastifyRequest) => {
    const given = Buffer.from(String(request.headers['x-control-token'] ?? ''));
    const allowed =
      LOOPBACK.has(request.socket.remoteAddress ?? '') &&
      given.length === expected.length &&
      timingSafeEqual(given, expected);
    if (!allowed) throw refusals.forbidden();
  };
  route(app, {
    method: 'POST',
    url: '/endpoint/control/maintenance',
    transport: controlTransport,
    auth: { proof: 'control token' },
    guard: localOperator,
    body: maintenanceBody,
    handler: async ({ body, request }) => {
      const state = await deps.maintenance.set(body.enabled, body.message);
      request.log.warn({ maintenance: state }, 'maintenance switched');
      return { ok: true, maintenance: state };
    },
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
