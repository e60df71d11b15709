import type { Db } from '../../../db/client.ts';
import type { RoundMoneyCall, SeamlessWallet } from '../../wallet/api.ts';

/**
 * A coupon's money in the seamless wallet, as the in-house games move theirs: one wallet round
 * `coupon:<id>` of the in-house provider, whose bet is the stake and whose one win is the
 * settlement (0 for a lost coupon closes the round), the stake back for a void coupon, or the
 * cash-out amount. The transaction ids make a retry move nothing twice, and the round being
 * closed by its one win makes a second payment impossible even if a caller got it wrong.
 */
const PROVIDER = 'lale'; // the in-house studio's provider code (games' STUDIO_PROVIDER)
const PRODUCT = 'sportsbook';
/**
 * The wallet's `gameId` (the ledger transfer's subject): the account history shows it as the
 * movement's label, which `domains/history` names "Spor Bahisleri" / "Sportsbook".
 */
export const SPORTSBOOK_GAME_ID = 'sportsbook';

const roundId = (couponId: number) => `coupon:${couponId}`;

/** The round's bet: the coupon's stake (taken inside `sport_place_coupon`, migration 0030). */
export function stakeBet(coupon: {
  id: number;
  userId: number;
  totalStake: number;
}): RoundMoneyCall {
  return {
    provider: PROVIDER,
    transactionId: `${roundId(coupon.id)}:bet:0`,
    roundId: roundId(coupon.id),
    playerId: coupon.userId,
    gameId: SPORTSBOOK_GAME_ID,
    amount: coupon.totalStake,
    product: PRODUCT,
  };
}

/** The round's one win: the payout, the stake of a void coupon, the cash-out, or 0 when lost. */
export function couponWin(coupon: { id: number; userId: number }, amount: number): RoundMoneyCall {
  return {
    provider: PROVIDER,
    transactionId: `${roundId(coupon.id)}:win`,
    roundId: roundId(coupon.id),
    playerId: coupon.userId,
    gameId: SPORTSBOOK_GAME_ID,
    amount,
    product: PRODUCT,
  };
}

/** Pays `couponWin` through the wallet. */
export async function payCoupon(
  wallet: SeamlessWallet,
  tx: Db,
  coupon: { id: number; userId: number },
  amount: number,
): Promise<number> {
  const { balance } = await wallet.win(tx, couponWin(coupon, amount));
  return balance;
}

export async function balanceOfPlayer(
  wallet: SeamlessWallet,
  tx: Db,
  playerId: number,
): Promise<number> {
  return (await wallet.balance(tx, { provider: PROVIDER, playerId })).balance;
}
