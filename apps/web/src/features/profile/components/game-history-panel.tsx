import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allItems } from '../../../shared/api/paging.ts';
import { useMessage } from '../../../shared/i18n/translate-message.ts';
import { formatDateTime, formatMoney } from '../../../shared/lib/format.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { QueryView } from '../../../shared/ui/query-view.tsx';
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
            <Table.ScrollContainer minWidth={860}>
              <Table striped highlightOnHover data-testid="game-history">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('gameHistory.game')}</Table.Th>
                    <Table.Th>{t('gameHistory.stake')}</Table.Th>
                    <Table.Th>{t('gameHistory.win')}</Table.Th>
                    <Table.Th>{t('gameHistory.balanceBefore')}</Table.Th>
                    <Table.Th>{t('gameHistory.balanceAfter')}</Table.Th>
                    <Table.Th>{t('gameHistory.date')}</Table.Th>
                    <Table.Th>{t('gameHistory.nonce')}</Table.Th>
                    <Table.Th>{t('gameHistory.fairness')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {allItems(data.pages).map((round) => {
                    const href = verifyHref(round, lang);
                    return (
                      <Table.Tr key={round.id} data-testid="game-history-row">
                        <Table.Td>{round.gameName}</Table.Td>
                        <Table.Td>{money(round.stake)}</Table.Td>
                        <Table.Td>{money(round.win)}</Table.Td>
                        <Table.Td>{money(round.balanceBefore)}</Table.Td>
                        <Table.Td>{money(round.balanceAfter)}</Table.Td>
                        <Table.Td>{formatDateTime(round.createdAt, lang)}</Table.Td>
                        <Table.Td data-testid="game-history-nonce">{round.nonce}</Table.Td>
                        <Table.Td>
                          {href ? (
                            <Anchor
                              href={href}
                              target="_blank"
                              rel="noopener"
                              data-testid="game-history-verify"
                            >
                              {t('gameHistory.verify')}
                            </Anchor>
                          ) : (
                            <Text size="xs" c="dimmed" title={round.serverSeedHash}>
                              {t('gameHistory.seedSecret')}
                            </Text>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
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
