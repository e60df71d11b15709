import type { MessageKey } from '@lale/contract/messages';

/** An expected refusal of the ledger; nothing moved. `key` is the message shown to a player. */
export class LedgerError extends Error {
  constructor(
    readonly key: MessageKey,
    message: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The debit account's available balance (posted minus pending debits) is below the amount. */
export class InsufficientFundsError extends LedgerError {
  constructor(
    readonly accountId: number,
    readonly available: number,
    readonly amount: number,
  ) {
    super('insufficient_funds', `insufficient funds: ${available} available, ${amount} asked`);
    this.name = 'InsufficientFundsError';
  }
}

/** The idempotency key was used before for a different movement (other accounts or amount). */
export class LedgerConflictError extends LedgerError {
  constructor(readonly idempotencyKey: string) {
    super('process_failed', `idempotency key ${idempotencyKey} was used for another transfer`);
    this.name = 'LedgerConflictError';
  }
}

export class TransferNotFoundError extends LedgerError {
  constructor(ref: string) {
    super('process_failed', `no transfer ${ref}`);
    this.name = 'TransferNotFoundError';
  }
}

/** Posting a voided transfer, or voiding a posted one. */
export class TransferStateError extends LedgerError {
  constructor(
    readonly transferId: string,
    readonly status: string,
  ) {
    super('process_failed', `transfer ${transferId} is already ${status}`);
    this.name = 'TransferStateError';
  }
}
