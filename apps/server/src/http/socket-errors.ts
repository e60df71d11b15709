import type { FastifyBaseLogger } from 'fastify';

/**
 * A WebSocket error. A client breaking the protocol (bad opcode, unmasked frame, invalid
 * UTF-8, oversize message: ws's `WS_ERR_*` codes) is the client's doing, not a fault of the
 * server: noted at info level without a stack. Anything else is an error.
 */
export function logSocketError(log: FastifyBaseLogger, error: Error & { code?: unknown }): void {
  if (typeof error.code === 'string' && error.code.startsWith('WS_ERR_'))
    log.info({ code: error.code, reason: error.message }, 'websocket protocol violation');
  else log.error({ err: error }, 'websocket failed');
}
