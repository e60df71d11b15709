import type { FastifyBaseLogger } from 'fastify';
import type { Email, EmailSender, Sms, SmsSender } from './message.ts';

/**
 * Delivers mail and SMS. Mail goes out in the background, so a reply never waits on (or
 * reveals, by its timing) a mail server; `drain()` waits for what is under way.
 */
export class Postman {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly email: EmailSender,
    private readonly sms: SmsSender,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Queues a mail; a failure is logged, never thrown at the caller. */
  dispatchEmail(email: Email): void {
    const delivery = this.email
      .send(email)
      .catch((error: unknown) => this.log.error({ err: error }, 'email delivery failed'))
      .finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
  }

  /** Sends an SMS now: the player is waiting for the code, and a failure should show. */
  sendSms(sms: Sms): Promise<void> {
    return this.sms.send(sms);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
