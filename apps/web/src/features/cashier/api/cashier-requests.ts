import type { CashMethod } from '@lale/contract/methods/finance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { balanceQuery } from '../../../shared/api/balance.ts';
import { call } from '../../../shared/rpc/call.ts';
import { depositRoomQuery } from './deposit-room.ts';

export interface DepositValues {
  amount: number;
  requestKey: string;
  /** The method's own fields (branch, account, reference number, phones, identity numbers). */
  details: Record<string, string>;
  /** A bonus's opt-in code, granted with the deposit's confirmation (empty: none). */
  promotionCode?: string;
}

/**
 * A deposit by the method's transfer type (SPEC §3): 1 save_bank_transfer, 3
 * save_cep_bank_transfer, anything else prepayServices processTransaction (pay at the
 * provider). The balance and the deposit limits' room reload afterwards.
 */
export function useDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ method, values }: { method: CashMethod; values: DepositValues }) => {
      const promotion_code = values.promotionCode?.trim() || undefined;
      const base = {
        ...values.details,
        amount: values.amount,
        requestKey: values.requestKey,
        methodID: method.methodID,
        promotion_code,
      };
      if (method.transfer_type_id === 1) return call('finance', 'save_bank_transfer', base);
      if (method.transfer_type_id === 3) return call('finance', 'save_cep_bank_transfer', base);
      return call('prepayServices', 'processTransaction', {
        Type: 1,
        methodID: method.methodID,
        amount: values.amount,
        requestKey: values.requestKey,
        promotion_code,
      });
    },
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: balanceQuery().queryKey }),
        client.invalidateQueries({ queryKey: depositRoomQuery().queryKey }),
      ]),
  });
}

export interface WithdrawValues {
  methodID: number;
  amount: number;
  bankAccountID?: number;
  identityValidityDate?: string;
  note?: string;
  /** The player accepted that it cancels the wagering bonus (issue 38). */
  acceptBonusForfeit?: boolean;
  requestKey: string;
}

/**
 * A withdrawal (processTransaction Type 2): the amount is held at once, and a bonus it
 * forfeits is gone: the balance and the bonuses reload.
 */
export function useWithdraw() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: WithdrawValues) =>
      call('prepayServices', 'processTransaction', { Type: 2, ...values }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: balanceQuery().queryKey }),
        client.invalidateQueries({ queryKey: ['user', 'bonus'] }),
      ]),
  });
}
