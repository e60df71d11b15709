import type { SportEventSummary, SportMarket } from '@lale/contract/methods/sportsbook';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OddsButton } from '../../../shared/bet-slip/odds-button.tsx';
import { LockIcon } from '../../../shared/ui/icons.tsx';
import { marketLabel, type Translate } from '../../../shared/sports/market-labels.ts';
import { useAppStore } from '../../../shared/store/app-store.ts';
import classes from './sports.module.css';

/**
 * One market: its name (with the line) and an odds button per selection. Correct score is a
 * grid of home wins, draws and away wins; a suspended market is greyed with a lock.
 */
export function MarketBlock({
  event,
  market,
}: {
  event: Pick<
    SportEventSummary,
    'id' | 'sport' | 'home' | 'away' | 'startsAt' | 'version' | 'suspended'
  >;
  market: SportMarket;
}) {
  const { t } = useTranslation();
  const lang = useAppStore((state) => state.userLanguage);
  const locked = event.suspended || market.state !== 'open';
  const name = marketLabel(t as unknown as Translate, market.key, lang);
  const buttons = (selections: SportMarket['selections']) =>
    selections.map((selection) => (
      <OddsButton
        key={selection.key}
        event={event}
        marketKey={market.key}
        selection={selection}
        locked={locked}
        fill
      />
    ));
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      className={locked ? classes.suspended : undefined}
      data-testid="market"
      data-market={market.key}
      data-state={locked ? 'suspended' : market.state}
      aria-label={name}
      role="group"
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={700}>
            {name}
          </Text>
          {locked ? (
            <Group gap={4} c="dimmed" data-testid="market-locked">
              <LockIcon />
              <Text size="xs">{t('sports.suspended')}</Text>
            </Group>
          ) : null}
        </Group>
        {market.type === 'football.correct_score' ? (
          <CorrectScoreGrid selections={market.selections} render={buttons} />
        ) : (
          <div className={classes.marketGrid}>{buttons(market.selections)}</div>
        )}
      </Stack>
    </Paper>
  );
}

/** Home wins | draws | away wins, as columns, "any other" at the foot of each. */
function CorrectScoreGrid({
  selections,
  render,
}: {
  selections: SportMarket['selections'];
  render: (selections: SportMarket['selections']) => React.ReactNode;
}) {
  const side = (key: string) => {
    if (key === 'other_home') return 0;
    if (key === 'other_draw') return 1;
    if (key === 'other_away') return 2;
    const [h = 0, a = 0] = key.split('-').map(Number);
    return h > a ? 0 : h === a ? 1 : 2;
  };
  const columns = [0, 1, 2].map((column) => selections.filter((s) => side(s.key) === column));
  return (
    <div className={classes.scoreGrid} data-testid="correct-score-grid">
      {columns.map((column, index) => (
        <Stack key={index} gap={6}>
          {render(column)}
        </Stack>
      ))}
    </div>
  );
}
