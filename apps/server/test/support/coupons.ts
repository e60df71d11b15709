import { randomUUID } from 'node:crypto';
import type { PayloadInput } from '@lale/contract/registry';
import { balanceOf } from '../../src/domains/wallet/balance.ts';
import type { SignedInPlayer } from './players.ts';
import type { TestApp } from './test-app.ts';

export type PlaceInput = PayloadInput<'sportsbook', 'place_coupon'>;
export type Leg = PlaceInput['legs'][number];

export const newKey = () => randomUUID().replaceAll('-', '');

export function place(
  app: TestApp,
  player: SignedInPlayer,
  input: Partial<PlaceInput> & Pick<PlaceInput, 'legs'>,
  Lang = 'en',
) {
  return app.call(
    'sportsbook',
    'place_coupon',
    { requestKey: newKey(), kind: 'single', stakePerLine: 1_000, ...input, Lang },
    { cookies: player.cookies },
  );
}

export async function balance(app: TestApp, uid: number): Promise<number> {
  return (await balanceOf(app.database.db, uid)).available;
}
