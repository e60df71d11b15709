import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findMethod, listMethods } from './registry.ts';

const methods = listMethods().map(({ className, methodName, spec }) => ({
  name: `${className}.${methodName}`,
  spec,
}));

describe('every method declares its pipeline consistently', () => {
  it('runs in a transaction only for a signed-in player', () => {
    for (const { name, spec } of methods)
      if (spec.transaction) expect(spec.auth, name).toBe('required');
  });

  it('counts calls per account only where a session is required', () => {
    for (const { name, spec } of methods)
      for (const limit of spec.rateLimit ?? [])
        if (limit.per === 'account') expect(spec.auth, name).toBe('required');
  });

  it('names a string field of its payload as the idempotency key, required where money moves', () => {
    const keyed = methods.filter(({ spec }) => spec.idempotencyKey);
    for (const { name, spec } of keyed) {
      const field = objectOf(spec.payload).shape[spec.idempotencyKey!];
      expect(field, name).toBeDefined();
      expect(z.safeParse(field!, 'retry-key-1').success, name).toBe(true);
      const movesMoney = 'movesMoney' in spec && spec.movesMoney === true;
      expect(z.safeParse(field!, undefined).success, name).toBe(!movesMoney);
    }
    // A money request changes state atomically; its retry must not move money twice.
    for (const { name, spec } of keyed)
      expect([true, 'one-statement'], name).toContain(spec.transaction);
  });

  it('declares the cashier requests idempotent and the account flows rate limited', () => {
    for (const [c, m] of [
      ['finance', 'save_bank_transfer'],
      ['finance', 'save_cep_bank_transfer'],
      ['prepayServices', 'processTransaction'],
    ])
      expect(findMethod(c!, m!)?.idempotencyKey, `${c}.${m}`).toBe('requestKey');
    expect(findMethod('user', 'register')?.rateLimit).toEqual([
      { rule: 'registrations', per: 'ip' },
    ]);
    expect(findMethod('user', 'forgot')?.rateLimit).toEqual([
      { rule: 'recoveryRequests', per: 'ip' },
    ]);
    expect(findMethod('user', 'unlock_account')?.rateLimit).toEqual([
      { rule: 'unlockRequests', per: 'ip' },
    ]);
  });
});

/** The object part of a payload: the object itself, or the left side of an intersection. */
function objectOf(payload: unknown): z.ZodObject {
  return payload instanceof z.ZodIntersection
    ? objectOf(payload.def.left)
    : (payload as z.ZodObject);
}
