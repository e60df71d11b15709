import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** A mail or SMS the server kept in its development outbox (GET /dev/outbox.json). */
export interface OutboxItem {
  id: number;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  createdAt: string;
}

async function readOutbox(request: APIRequestContext): Promise<OutboxItem[]> {
  const response = await request.get('/dev/outbox.json');
  expect(response.ok()).toBe(true);
  return (await response.json()) as OutboxItem[];
}

/** The newest id now: later waits only accept what arrives after it. */
export async function outboxMark(request: APIRequestContext): Promise<number> {
  return (await readOutbox(request))[0]?.id ?? 0;
}

export interface OutboxQuery {
  recipient: string;
  after: number;
  channel: OutboxItem['channel'];
  body?: RegExp;
}

/** The newest item to `recipient` after `mark` (and matching `body`), if there is one now. */
export async function findInOutbox(
  request: APIRequestContext,
  query: OutboxQuery,
): Promise<OutboxItem | undefined> {
  return (await readOutbox(request)).find(
    (item) =>
      item.id > query.after &&
      item.channel === query.channel &&
      item.recipient.toLowerCase() === query.recipient.toLowerCase() &&
      (!query.body || query.body.test(item.body)),
  );
}

/** Waits for such an item: mail leaves in the background. */
export async function waitForOutbox(
  request: APIRequestContext,
  query: OutboxQuery,
): Promise<OutboxItem> {
  let found: OutboxItem | undefined;
  await expect
    .poll(async () => (found = await findInOutbox(request, query)) !== undefined, {
      message: `outbox item to ${query.recipient}`,
    })
    .toBe(true);
  return found!;
}

/** The site path (with its token) of the first link of a mail; the host may differ in tests. */
export function linkPath(item: OutboxItem, path: string): string {
  const match = item.body.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!match) throw new Error(`no ${path} link in: ${item.body}`);
  const url = new URL(match);
  return `${url.pathname}${url.search}`;
}

/** The 6-digit code of an SMS. */
export function smsCode(item: OutboxItem): string {
  const code = item.body.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code in: ${item.body}`);
  return code;
}
