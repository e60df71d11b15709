import type { GameRound } from '@lale/contract/methods/games';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
import { ResponsiveTable, type ResponsiveColumn } from '../../../shared/ui/responsive-table.tsx';
import { useGameRounds } from '../api/list-game-rounds.ts';
import { useRotateSeed } from '../api/rotate-seed.ts';
import { verifyHref } from '../lib/verify-href.ts';

/** The in-house games' rounds, provably fair: seeds, nonce, and a verify link once revealed. */
export function GameHistoryPanel() {
  const { t } = useTranslation();
  const message = useMessage();
  const lang = useAppStore((state) => state.userLanguage);
  const query = useGameRounds();
  const rotate = useRotateSeed();
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, 'TRY', lang));
  const columns: ResponsiveColumn<GameRound>[] = [
    {
      key: 'game',
      header: t('gameHistory.game'),
      cell: (round) => round.gameName,
      card: 'heading',
    },
    { key: 'stake', header: t('gameHistory.stake'), cell: (round) => money(round.stake) },
    {
      key: 'win',
      header: t('gameHistory.win'),
      cell: (round) => money(round.win),
      card: 'amount',
    },
    {
      key: 'balanceBefore',
      header: t('gameHistory.balanceBefore'),
      cell: (round) => money(round.balanceBefore),
    },
    {
      key: 'balanceAfter',
      header: t('gameHistory.balanceAfter'),
      cell: (round) => money(round.balanceAfter),
    },
    {
      key: 'date',
      header: t('gameHistory.date'),
      cell: (round) => formatDateTime(round.createdAt, lang),
      card: 'date',
    },
    {
      key: 'nonce',
      header: t('gameHistory.nonce'),
      cell: (round) => round.nonce,
      testId: 'game-history-nonce',
    },
    {
      key: 'fairness',
      header: t('gameHistory.fairness'),
      cell: (round) => {
        const href = verifyHref(round, lang);
        return href ? (
          <Anchor href={href} target="_blank" rel="noopener" data-testid="game-history-verify">
            {t('gameHistory.verify')}
          </Anchor>
        ) : (
          <Text size="xs" c="dimmed" title={round.serverSeedHash} span>
            {t('gameHistory.seedSecret')}
          </Text>
        );
      },
      card: 'status',
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed" maw={560}>
          {t('gameHistory.intro')}
        </Text>
        <Button
          variant="light"
          loading={rotate.isPending}
          onClick={() => rotate.mutate()}
          data-testid="game-history-rotate"
        >
          {t('gameHistory.rotate')}
        </Button>
      </Group>
      {rotate.isSuccess ? (
        <Text size="sm" role="status" data-testid="game-history-rotated">
          {t('gameHistory.rotated', { hash: rotate.data.next.serverSeedHash })}
        </Text>
      ) : null}
      <QueryView
        query={query}
        isEmpty={(data) => allItems(data.pages).length === 0}
        empty={{ title: message('no_results') }}
      >
        {(data) => (
          <Stack gap="sm">
            <ResponsiveTable
              rows={allItems(data.pages)}
              columns={columns}
              rowKey={(round) => round.id}
              rowProps={() => ({ 'data-testid': 'game-history-row' })}
              minWidth={860}
              testId="game-history"
            />
            {query.hasNextPage ? (
              <Button
                variant="default"
                onClick={() => void query.fetchNextPage()}
                loading={query.isFetchingNextPage}
                data-testid="game-history-more"
              >
                {t('gameHistory.loadMore')}
              </Button>
            ) : null}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
