import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { BonusOffer } from '@lale/contract/bonus';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../lib/format.ts';
import { newRequestKey } from '../lib/request-key.ts';
import { paths } from '../routes/paths.ts';
import { useAppStore } from '../store/app-store.ts';
import { useClaimBonus } from './claim-bonus.ts';

/** A promotion's bonus terms in short, and its claim button where one applies. */
export function PromotionClaim({ offer, active }: { offer: BonusOffer; active: boolean }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const signedIn = useAppStore((state) => state.userAuth !== null);
  const claim = useClaimBonus();
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const facts = [
    t('bonus.offer.match', { percentage: offer.percentage, cap: money(offer.cap) }),
    offer.wageringMultiple > 0
      ? t('bonus.offer.wagering', { multiple: offer.wageringMultiple })
      : t('bonus.offer.noWagering'),
    offer.minDeposit > 0 ? t('bonus.offer.minDeposit', { amount: money(offer.minDeposit) }) : null,
    offer.maxBet ? t('bonus.offer.maxBet', { amount: money(offer.maxBet) }) : null,
  ].filter(Boolean);
  return (
    <Stack gap={6} data-testid="promotion-bonus">
      <Text size="xs" c="dimmed">
        {facts.join(' · ')}
      </Text>
      {active && offer.claimable ? (
        signedIn ? (
          <Group gap="xs">
            <Button
              size="xs"
              onClick={() =>
                claim.mutate({ definitionId: offer.definitionId, requestKey: newRequestKey() })
              }
              loading={claim.isPending}
              disabled={claim.isSuccess}
              data-testid="promotion-claim"
            >
              {offer.trigger === 'weekly_loss' || offer.trigger === 'claim'
                ? t('bonus.claimNow')
                : t('bonus.claim')}
            </Button>
            <Button size="xs" variant="subtle" component={Link} to={paths.bonuses}>
              {t('bonus.myBonuses')}
            </Button>
          </Group>
        ) : (
          <Text size="xs">{t('bonus.signInToClaim')}</Text>
        )
      ) : null}
      {claim.isError ? (
        <Alert color="red" role="alert" p="xs">
          {claim.error.message}
        </Alert>
      ) : claim.isSuccess ? (
        <Alert color="green" role="status" p="xs">
          {claim.data.granted ? t('bonus.claimed') : t('bonus.optedIn')}
        </Alert>
      ) : null}
    </Stack>
  );
}
