import type { SportsbookOperatorMarket } from '@lale/contract/backoffice';
import {
  Alert,
  Badge,
  Drawer,
  Group,
  Loader,
  Paper,
  Stack,
  Switch,
  Text,
  Tooltip,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatOdds } from '../../../shared/sports/format-odds.ts';
import {
  marketLabel,
  selectionShort,
  type Translate,
} from '../../../shared/sports/market-labels.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { operatorMarketsQuery, useSportsbookAction } from '../api/sportsbook-operator-api.ts';
import type { EventRef } from './event-dialogs.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

const STATE_COLOR: Record<SportsbookOperatorMarket['state'], string> = {
  open: 'teal',
  suspended: 'orange',
  settled: 'gray',
  void: 'gray',
};

/**
 * An event's every market with its stored odds (shown even while suspended, dimmed when not
 * offered to players), each with a switch for the operator's own suspension.
 */
export function MarketsDrawer({
  event,
  canTrade,
  onClose,
}: {
  event: EventRef | null;
  canTrade: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const tr = t as unknown as Translate;
  const lang = useAppStore((state) => state.userLanguage);
  const detail = useQuery({
    ...operatorMarketsQuery(event?.id ?? '0'),
    enabled: event !== null,
    refetchInterval: 10_000,
  });
  const suspendMarket = useSportsbookAction('sportsbook.suspendMarket');
  const [target, setTarget] = useState<SportsbookOperatorMarket | null>(null);
  const teams = event ? { home: event.home, away: event.away } : { home: '', away: '' };
  const markets = detail.data?.markets ?? [];
  const listed = detail.data?.event;
  const over = listed ? listed.state === 'finished' || listed.state === 'void' : false;
  const resume = target?.operatorSuspended === true;
  const targetName = target ? marketLabel(tr, target.key, lang) : '';

  return (
    <Drawer
      opened={event !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={t('boSports.markets.title', teams)}
      data-testid="bo-markets-drawer"
    >
      {detail.isPending ? (
        <Loader />
      ) : markets.length === 0 ? (
        <EmptyState title={t('boSports.markets.empty')} compact />
      ) : (
        <Stack gap="xs">
          {listed?.operatorSuspended ? (
            <Alert color="orange" variant="light" data-testid="bo-markets-event-suspended">
              {t('boSports.markets.eventSuspended')}
            </Alert>
          ) : null}
          {listed?.suspendedBySystem ? (
            <Alert
              color="yellow"
              variant="light"
              data-testid="bo-markets-system-suspended"
              data-reason={listed.suspendedBySystem}
            >
              {t(`boSports.markets.systemSuspended.${listed.suspendedBySystem}`)}
            </Alert>
          ) : null}
          {markets.map((market) => {
            const name = marketLabel(tr, market.key, lang);
            const switchable = !over && (market.state === 'open' || market.state === 'suspended');
            const toggle = (
              <Switch
                label={t('boSports.markets.suspended')}
                aria-label={t('boSports.markets.suspendLabel', { market: name })}
                checked={market.operatorSuspended}
                disabled={!canTrade || !switchable}
                onChange={() => setTarget(market)}
                data-testid="bo-market-suspend"
              />
            );
            return (
              <Paper
                key={market.key}
                withBorder
                p="sm"
                radius="md"
                data-testid="bo-market-row"
                data-market-key={market.key}
                data-operator-suspended={market.operatorSuspended}
                data-offered={market.offered}
              >
                <Stack gap={6}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs">
                      <Text fw={600} size="sm">
                        {name}
                      </Text>
                      <Badge size="sm" variant="light" color={STATE_COLOR[market.state]}>
                        {t(`boSports.markets.states.${market.state}`)}
                      </Badge>
                      {!market.offered &&
                      (market.state === 'open' || market.state === 'suspended') ? (
                        <Text size="xs" c="dimmed" data-testid="bo-market-not-offered">
                          {t('boSports.markets.notOffered')}
                        </Text>
                      ) : null}
                    </Group>
                    {canTrade ? (
                      toggle
                    ) : (
                      <Tooltip label={t('boSports.noPermission')} withArrow>
                        <span>{toggle}</span>
                      </Tooltip>
                    )}
                  </Group>
                  <Group gap={6} wrap="wrap">
                    {market.selections.map((selection) => (
                      <Badge
                        key={selection.key}
                        variant="outline"
                        color={selection.outcome === 'win' ? 'teal' : 'gray'}
                        radius="sm"
                        tt="none"
                        fw={500}
                        opacity={market.offered || selection.outcome ? 1 : 0.6}
                        data-testid="bo-market-selection"
                      >
                        {selectionShort(tr, market.key, selection.key)}{' '}
                        <Text span ff="monospace" fw={700} size="xs">
                          {selection.odds === null ? '—' : formatOdds(selection.odds)}
                        </Text>
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ReasonDialog
        opened={target !== null}
        onClose={() => setTarget(null)}
        title={t(resume ? 'boSports.markets.resumeTitle' : 'boSports.markets.suspendTitle', {
          market: targetName,
        })}
        confirmText={t(
          resume ? 'boSports.markets.resumeConfirm' : 'boSports.markets.suspendConfirm',
          {
            market: targetName,
            ...teams,
          },
        )}
        confirmLabel={t(resume ? 'boSports.resume.submit' : 'boSports.suspend.submit')}
        danger={!resume}
        testId="bo-market-suspend-dialog"
        onConfirm={(reason) =>
          suspendMarket.mutateAsync({
            eventId: event!.id,
            marketKey: target!.key,
            suspended: !resume,
            reason,
          })
        }
      />
    </Drawer>
  );
}
