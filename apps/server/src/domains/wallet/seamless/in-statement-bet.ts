import type { Db } from '../../../db/client.ts';
import { houseFor, ownerOf } from '../accounts.ts';
import type { RoundMoneyCall } from './seamless-port.ts';
import { betTaken, ledgerKey, roundReference } from './seamless-wallet.service.ts';

/**
 * An in-house bet taken by another domain's own database function, which calls `seamless_bet`
 * inside its statement so that a whole placement is one round trip (the sportsbook's
 * `sport_place_coupon`, migration 0026). The wallet's rules stay in `seamless_bet`; the wallet
 * still derives its arguments and does what follows a bet. A refusal raises SQLSTATE LW001
 * and undoes the caller's whole statement: `seamlessRefusalOf` turns the error into the
 * wallet refusal. No savepoint: the caller's transaction is then aborted, as it should be.
 */
export function seamlessBetArgs(req: RoundMoneyCall) {
  return {
    provider: req.provider,
    transactionId: req.transactionId,
    roundId: req.roundId,
    gameId: req.gameId,
    playerId: req.playerId,
    amount: req.amount,
    houseOwner: ownerOf(houseFor(req.playerId)),
    ledgerKey: ledgerKey(req.provider, req.transactionId),
    reference: roundReference(req.provider, req.roundId),
  };
}

/** Once the statement has returned `seamless_bet`'s answer: balance event, metrics and log. */
export function seamlessBetTaken(tx: Db, req: RoundMoneyCall, answer: { transferId: string }) {
  betTaken(tx, req, answer.transferId);
}
