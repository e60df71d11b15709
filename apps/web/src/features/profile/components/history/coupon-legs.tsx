import type { CouponDetail, LegOutcomeName } from '@lale/contract/methods/sportsbook';
import { Alert, Badge, Button, Group, Loader, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '../../../../shared/lib/format.ts';
import { newRequestKey } from '../../../../shared/lib/request-key.ts';
import { formatOdds } from '../../../../shared/sports/format-odds.ts';
import {
  marketLabel,
  selectionLong,
  type Translate,
} from '../../../../shared/sports/market-labels.ts';
import { useAppStore } from '../../../../shared/store/app-store.ts';
import { newOfferOf, useCashOut } from '../../api/cash-out.ts';
import { useCoupon } from '../../api/coupon-detail.ts';

const OUTCOME_COLOR: Record<LegOutcomeName | 'open', string> = {
  open: 'blue',
  win: 'teal',
  half_win: 'teal',
  void: 'gray',
  half_lose: 'orange',
  lose: 'red',
};

/** A coupon's legs (get_coupon) with each one's outcome, and cash-out while it is open. */
export function CouponLegs({ couponId }: { couponId: number }) {
  const { t } = useTranslation();
  const query = useCoupon(couponId);
  if (query.isPending) return <Loader size="sm" />;
  if (!query.data)
    return (
      <Text size="sm" c="red">
        {t('common.loadFailed')}
      </Text>
    );
  return <LegsTable coupon={query.data} />;
}

function LegsTable({ coupon }: { coupon: CouponDetail }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const translate = t as unknown as Translate;
  return (
    <Stack gap="xs" data-testid="bet-history-legs" data-coupon={coupon.id}>
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={t('betHistory.legs', { id: coupon.id })} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('betHistory.event')}</Table.Th>
              <Table.Th>{t('betHistory.market')}</Table.Th>
              <Table.Th>{t('betHistory.selection')}</Table.Th>
              <Table.Th ta="right">{t('betHistory.odds')}</Table.Th>
              <Table.Th>{t('betHistory.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {coupon.legs.map((leg) => {
              const [home = leg.eventName, away = ''] = leg.eventName.split(' - ');
              const outcome = leg.outcome ?? 'open';
              return (
                <Table.Tr
                  key={`${leg.eventId}|${leg.marketKey}`}
                  data-testid="bet-history-leg"
                  data-outcome={outcome}
                >
                  <Table.Td>
                    {leg.eventName}
                    <Text size="xs" c="dimmed">
                      {formatDateTime(leg.startsAt, lang)}
                      {leg.score ? ` · ${leg.score}` : ''}
                    </Text>
                  </Table.Td>
                  <Table.Td>{marketLabel(translate, leg.marketKey, lang)}</Table.Td>
                  <Table.Td>
                    {leg.selectionName ??
                      selectionLong(translate, leg.marketKey, leg.selection, { home, away }, lang)}
                  </Table.Td>
                  <Table.Td ta="right">{formatOdds(leg.odds)}</Table.Td>
                  <Table.Td>
                    <Badge color={OUTCOME_COLOR[outcome]} variant="light">
                      {t(`betHistory.legOutcomes.${outcome}`)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {coupon.outcome === 'open' ? <CashOut coupon={coupon} /> : null}
    </Stack>
  );
}

function CashOut({ coupon }: { coupon: CouponDetail }) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const cashOut = useCashOut(coupon.id);
  const [note, setNote] = useState<{ tone: 'ok' | 'changed' | 'refused'; text: string } | null>(
    null,
  );
  const money = (kurus: number) => formatMoney(kurus, 'TRY', lang);
  const offer = coupon.cashOutOffer;
  const press = (amount: number) => {
    setNote(null);
    cashOut.mutate(
      { offer: amount, requestKey: newRequestKey() },
      {
        onSuccess: (reply) => {
          if (reply.result) {
            setNote({ tone: 'ok', text: t('betHistory.cashOutDone', { amount: money(amount) }) });
            return;
          }
          const fresh = newOfferOf(reply);
          setNote(
            fresh !== null
              ? {
                  tone: 'changed',
                  text: `${reply.message} ${t('betHistory.cashOutChanged', { amount: money(fresh) })}`,
                }
              : { tone: 'refused', text: reply.message },
          );
        },
      },
    );
  };
  return (
    <Group gap="sm" data-testid="bet-history-cash-out-area">
      {offer !== null ? (
        <Button
          size="xs"
          color="orange"
          loading={cashOut.isPending}
          onClick={() => press(offer)}
          data-testid="bet-history-cash-out"
          data-offer={offer}
        >
          {t('betHistory.cashOut', { amount: money(offer) })}
        </Button>
      ) : (
        <Text size="xs" c="dimmed" data-testid="bet-history-no-offer">
          {t('betHistory.noOffer')}
        </Text>
      )}
      {note ? (
        <Alert
          p={6}
          color={note.tone === 'ok' ? 'teal' : note.tone === 'changed' ? 'yellow' : 'red'}
          data-testid="bet-history-cash-out-note"
          role="status"
        >
          <Text size="xs">{note.text}</Text>
        </Alert>
      ) : null}
    </Group>
  );
}
