import type { SportEventSummary } from '@lale/contract/methods/sportsbook';
import { OddsButton } from '../../../shared/bet-slip/odds-button.tsx';

/** The headline market's odds buttons of a list row or card; locked while it takes no bets. */
export function MainOdds({ event }: { event: SportEventSummary }) {
  const main = event.mainMarket;
  if (!main) return null;
  const locked = event.suspended || main.state !== 'open';
  return main.selections.map((selection) => (
    <OddsButton
      key={selection.key}
      event={event}
      marketKey={main.key}
      selection={selection}
      locked={locked}
    />
  ));
}
