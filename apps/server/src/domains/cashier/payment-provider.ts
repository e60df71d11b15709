import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentProviders } from '../../db/schema.ts';

/** What a provider tells us about a payment it took (or did not). */
export interface ProviderCallback {
  reference: string;
  status: 'paid' | 'failed';
  /** Kuruş. */
  amount: number;
}

/**
 * A payment provider of prepaid deposits, as the cashier sees it: where the player pays, and
 * the provider's callbacks read only when their signature is the provider's.
 */
export interface PaymentProvider {
  readonly code: string;
  checkoutUrl(payment: { reference: string; amount: number }): string;
  /** The callback, or null when the signature is not the provider's or the body is not one. */
  readCallback(rawBody: string, signature: string | undefined): ProviderCallback | null;
}

export const SIGNATURE_HEADER = 'x-lale-signature';

/** HMAC-SHA256 of the raw body, hex, as the simulated provider (and the tests) sign. */
export function signBody(secret: string, rawBody: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

function sameSignature(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]{64}$/i.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given, 'hex'));
}

function parseCallback(rawBody: string): ProviderCallback | null {
  try {
    const body = JSON.parse(rawBody) as Partial<ProviderCallback>;
    if (typeof body.reference !== 'string' || body.reference.length > 64) return null;
    if (body.status !== 'paid' && body.status !== 'failed') return null;
    if (!Number.isSafeInteger(body.amount) || (body.amount as number) <= 0) return null;
    return { reference: body.reference, status: body.status, amount: body.amount as number };
  } catch {
    return null;
  }
}

/** The stand-in provider: its checkout page is ours (outside production), its callbacks signed. */
export function simulatedProvider(secret: string): PaymentProvider {
  return {
    code: 'simulated',
    checkoutUrl: ({ reference }) =>
      `/endpoint/payments/simulated/checkout?reference=${encodeURIComponent(reference)}`,
    readCallback: (rawBody, signature) =>
      sameSignature(signBody(secret, rawBody), signature) ? parseCallback(rawBody) : null,
  };
}

/** The simulated provider's secret, for its own back end to sign with; never sent anywhere. */
export async function simulatorSecret(db: Db): Promise<string> {
  const [row] = await db
    .select({ secret: paymentProviders.secret })
    .from(paymentProviders)
    .where(eq(paymentProviders.code, 'simulated'));
  if (!row) throw new Error('the simulated payment provider is missing');
  return row.secret;
}

/** The active provider of a code, with its secret; a real provider plugs in here. */
export async function loadPaymentProvider(db: Db, code: string): Promise<PaymentProvider | null> {
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(and(eq(paymentProviders.code, code), eq(paymentProviders.active, true)));
  if (!row) return null;
  if (row.code === 'simulated') return simulatedProvider(row.secret);
  return null;
}
