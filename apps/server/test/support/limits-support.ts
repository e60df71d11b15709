import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../src/db/client.ts';
import { ACME_DEV_SECRET } from '../../src/seed/wallet.ts';
import type { Json } from './studio.ts';
import type { TestApp } from './test-app.ts';

/** The end of the day, week (Monday) or month in Europe/Istanbul (UTC+3 all year) holding `now`. */
export function periodEnd(period: 'day' | 'week' | 'month', now = new Date()): string {
  const offset = 3 * 60 * 60 * 1000;
  const local = new Date(now.getTime() + offset);
  const [y, m, d] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const end =
    period === 'day'
      ? Date.UTC(y, m, d + 1)
      : period === 'week'
        ? Date.UTC(y, m, d + 7 - ((local.getUTCDay() + 6) % 7))
        : Date.UTC(y, m + 1, 1);
  return new Date(end - offset).toISOString();
}

/** An outside studio's call to the provider endpoint: JSON signed with the seeded dev secret. */
export async function providerCall(
  app: TestApp,
  action: string,
  body: object,
): Promise<{ status: number; body: Json }> {
  const raw = JSON.stringify({ provider: 'acme-studio', ...body });
  const signature = createHmac('sha256', ACME_DEV_SECRET).update(raw).digest('hex');
  const response = await app.server.inject({
    method: 'POST',
    url: `/provider/v1/${action}`,
    headers: { 'content-type': 'application/json', 'x-lale-signature': signature },
    payload: raw,
  });
  return { status: response.statusCode, body: response.json() };
}

/** What a limited player wagered and got back, all days summed (`rg_usage`). */
export async function rgUsage(db: Db, uid: number) {
  const [row] = rowsOf<{ wagered: string; returned: string }>(
    await db.execute(sql`select coalesce(sum(wagered), 0) as wagered,
      coalesce(sum(returned), 0) as returned from rg_usage where user_id = ${uid}`),
  );
  return { wagered: Number(row!.wagered), returned: Number(row!.returned) };
}
