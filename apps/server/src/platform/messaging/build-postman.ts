import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../../db/client.ts';
import { httpSmsSender } from './http-sms-sender.ts';
import { outboxEmailSender, outboxSmsSender } from './outbox.ts';
import { Postman } from './postman.ts';
import { smtpEmailSender } from './smtp-email-sender.ts';

/** SMTP and the SMS gateway when configured; otherwise both land in the outbox table. */
export function buildPostman(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'smsProviderUrl' | 'smsProviderToken'>,
  db: Db,
  now: () => Date,
  log: FastifyBaseLogger,
): { postman: Postman; close: () => void } {
  const smtp = config.smtpUrl ? smtpEmailSender(config.smtpUrl, config.mailFrom) : undefined;
  const sms = config.smsProviderUrl
    ? httpSmsSender(config.smsProviderUrl, config.smsProviderToken)
    : outboxSmsSender(db, now);
  const postman = new Postman(smtp ?? outboxEmailSender(db, now), sms, log);
  return { postman, close: () => smtp?.close() };
}
