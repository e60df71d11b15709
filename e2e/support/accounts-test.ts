import { randomInt } from 'node:crypto';
import { test as base } from './site-test.ts';
import { recordToasts } from './toasts.ts';

/** A private-range address no other test uses (three random octets). */
export function newClientIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * Each test is a player on a device of its own: the server (trusting the proxy header in the
 * e2e run) sees a separate address per test, so per-address limits such as registrations per
 * hour count per test, as they would per real player, and tests stay independent of order.
 */
export const test = base.extend<{ clientIp: string }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  clientIp: async ({}, use) => use(newClientIp()),
  extraHTTPHeaders: async ({ extraHTTPHeaders, clientIp }, use) =>
    use({ ...extraHTTPHeaders, 'X-Forwarded-For': clientIp }),
  page: async ({ page }, use) => {
    await recordToasts(page);
    await use(page);
  },
});

export { expect } from '@playwright/test';
