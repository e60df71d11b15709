import { VisuallyHidden } from '@mantine/core';
import type { LiveTable } from '@lale/contract/methods/casino';
import { memo } from 'react';
import { paths } from '../../../shared/routes/paths.ts';
import { useCardLabels } from '../../../shared/ui/card-labels.tsx';
import { liveTableBadges } from '../../../shared/ui/catalogue-cards.tsx';
import { GameCard } from '../../../shared/ui/game-card.tsx';
import { UserIcon } from '../../../shared/ui/icons.tsx';
import { formatLimit } from '../lib/format-limit.ts';
import { LiveResultChips } from './live-result-chips.tsx';
import { useLiveTableLabels } from './live-table-labels.tsx';
import classes from './live-table-card.module.css';

interface LiveTableCardProps {
  table: LiveTable;
  eager: boolean;
}

/**
 * A live table in the lobby: the catalogue card (artwork, name, provider, favourite, closed
 * badge) with the room under it: open or not, who is there, the limits and the last results.
 * Under maintenance (the table's or its provider's) the badge says so instead of the hours.
 * Memoised on the table: the list's refetch keeps unchanged tables identical, so a refresh
 * renders only the cards whose room changed.
 */
export const LiveTableCard = memo(function LiveTableCard({ table, eager }: LiveTableCardProps) {
  const card = useCardLabels();
  const labels = useLiveTableLabels();
  const { tableID: id, name, providerName } = table;
  const limits = labels.limits(
    formatLimit(table.minBet, labels.lang),
    formatLimit(table.maxBet, labels.lang),
  );
  return (
    <GameCard
      type="livecasino"
      id={id}
      name={name}
      providerName={providerName}
      thumbnail={table.thumbnail}
      href={paths.play('live', id, providerName)}
      isFavorite={table.isFavorite}
      badges={liveTableBadges(table, card)}
      eager={eager}
    >
      <div className={classes.room}>
        <div className={classes.row}>
          <span
            className={classes.players}
            data-testid="table-players"
            title={labels.players(table.players)}
          >
            <UserIcon size={14} />
            <span aria-hidden="true">{table.players}</span>
            <VisuallyHidden>{labels.players(table.players)}</VisuallyHidden>
          </span>
          {table.isOpen ? (
            <span className={classes.open} data-testid="table-open">
              {labels.open}
            </span>
          ) : null}
        </div>
        <span className={classes.limits} data-testid="table-limits" title={limits}>
          <span aria-hidden="true">
            {formatLimit(table.minBet, labels.lang)} – {formatLimit(table.maxBet, labels.lang)}
          </span>
          <VisuallyHidden>{limits}</VisuallyHidden>
        </span>
        <LiveResultChips tableType={table.type} results={table.lastResults} />
      </div>
    </GameCard>
  );
});
