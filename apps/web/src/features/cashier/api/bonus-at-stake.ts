import type { Lang } from '@lale/contract/languages';
import type { RpcFailure } from '@lale/contract/envelope';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../shared/rpc/call.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';

/** The wagering bonus a withdrawal would cancel (issue 38): its name and the money it holds. */
export interface BonusAtStake {
  name: string;
  /** Kuruş: what the bonus account holds, lost with the bonus. */
  amount: number;
}

// The same list, under the same key, as the bonuses page reads: one cache for both.
const myBonusesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['user', 'bonus', 'list_bonuses', lang],
    queryFn: ({ signal }) => callData('bonus', 'list_bonuses', {}, { signal }),
  });

/** The bonus a withdrawal now would forfeit, or null (none wagering, or one that survives). */
export function useBonusAtStake(): BonusAtStake | null {
  const lang = useAppStore((state) => state.userLanguage);
  const { data } = useQuery(myBonusesQuery(lang));
  const bonus = data?.active.find((b) => b.status === 'wagering' && b.forfeitOnWithdrawal);
  return bonus ? { name: bonus.name, amount: data!.bonusBalance } : null;
}

/** The server's refusal of an unconfirmed forfeit carries the same facts (they may be newer). */
export function bonusAtStakeOf(reply: RpcFailure, lang: Lang): BonusAtStake | null {
  if (reply.debug !== 'withdrawal_forfeits_bonus' || !reply.data) return null;
  const { bonusName, bonusAmount } = reply.data as {
    bonusName?: Partial<Record<Lang, string>>;
    bonusAmount?: number;
  };
  if (typeof bonusAmount !== 'number') return null;
  return { name: bonusName?.[lang] ?? '', amount: bonusAmount };
}
