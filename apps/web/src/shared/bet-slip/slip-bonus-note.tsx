import type { BonusStakeTerms } from '@lale/contract/bonus';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callData } from '../rpc/call.ts';
import { useIsSignedIn } from '../session/session-actions.ts';

/** 'user' keys go at logout: the terms are the signed-in player's. */
const stakeTermsKey = ['user', 'sportsbook', 'stake_terms'] as const;

/**
 * What the coupon's stake will do for the player's wagering bonus, said before it is placed
 * (issue 38): refused over the bonus's largest bet, else how much of it counts toward the
 * wagering when not all of it does. Nothing without a wagering bonus.
 */
export function SlipBonusNote({
  totalStake,
  money,
}: {
  totalStake: number;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const { data } = useQuery({
    queryKey: stakeTermsKey,
    queryFn: ({ signal }) => callData('sportsbook', 'stake_terms', {}, { signal }),
    enabled: signedIn,
    staleTime: 30_000,
  });
  const text = bonusNote(data?.bonus ?? null, totalStake, t, money);
  if (!signedIn || !text) return null;
  return (
    <Text size="xs" c="orange" role="note" data-testid="bet-slip-bonus-note">
      {text}
    </Text>
  );
}

function bonusNote(
  bonus: BonusStakeTerms | null,
  totalStake: number,
  t: TFunction,
  money: (amount: number) => string,
): string | null {
  if (!bonus) return null;
  if (bonus.maxBet !== null && totalStake > bonus.maxBet)
    return t('slip.bonusOverMax', { bonus: bonus.name, amount: money(bonus.maxBet) });
  if (bonus.contribution <= 0) return t('slip.bonusNoCount', { bonus: bonus.name });
  if (bonus.contribution < 100)
    return t('slip.bonusPartCount', { bonus: bonus.name, percent: bonus.contribution });
  return null;
}
