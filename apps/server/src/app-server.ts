import Fastify, { type FastifyInstance, type FastifyServerFactory } from 'fastify';
import { registerOriginCheck } from './http/origin-check.ts';
import { requestIdGenerator } from './http/request-id.ts';
import { requirePipelines } from './http/route-needs.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import type { Config } from './platform/config.ts';
import { LOG_REDACT_PATHS, redactError } from './platform/log-redaction.ts';
import { failureReply } from './rpc/reply.ts';
import { requestLang } from './rpc/request-lang.ts';

/** The HTTP server, whose every route must come through a pipeline (http/route-needs.ts). */
export function createServer(options: {
  config: Config;
  serverFactory?: FastifyServerFactory | undefined;
  logStream?: { write(line: string): void } | undefined;
}): FastifyInstance {
  const { config } = options;
  const server = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            serializers: { err: redactError },
            redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    genReqId: requestIdGenerator(config.trustProxy),
    // The drain (http/drain.ts) answers requests that arrive while closing, with its reason.
    return503OnClosing: false,
    // Plugins finish loading when the app is ready, after the database work between; on a busy
    // machine a fresh database's set-up took longer than Fastify's 10 s default and start failed.
    pluginTimeout: 60_000,
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  requirePipelines(server);
  return server;
}

/**
 * What every request meets before its route: the envelope for what fails before a route
 * answers (an unreadable or oversize body), the security headers and the Origin check.
 */
export function guardServer(server: FastifyInstance, config: Config): void {
  server.setErrorHandler((error: { statusCode?: number; code?: string }, request, reply) => {
    const lang = requestLang(request);
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send(failureReply('payload_too_large', 413, lang));
    if (status >= 400 && status < 500)
      return reply.code(status).send(failureReply('malformed_request', status, lang));
    request.log.error({ err: error, errorId: request.id }, 'request failed');
    return reply
      .code(500)
      .send(failureReply('server_error', 500, lang, { errorId: String(request.id) }));
  });
  registerSecurityHeaders(server, config.hstsMaxAge);
  registerOriginCheck(server, config.publicUrl);
}
