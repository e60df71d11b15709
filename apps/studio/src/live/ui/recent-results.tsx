import type { LiveRecentResult, LiveTableResult } from '@lale/contract/live-tables/results';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';
import type { LiveDictionary } from '../../i18n/live.ts';
import { resultCallout } from '../callouts.ts';

/** A result's token in the strip: the pocket, the winning side, the wheel's number. */
function token(
  result: LiveTableResult,
  games: LiveGamesDictionary,
): { label: string; tone: string } {
  switch (result.game) {
    case 'roulette':
      return { label: String(result.pocket), tone: result.color };
    case 'baccarat':
      return {
        label: games.baccarat.letters[result.coup.winner] ?? '',
        tone: result.coup.winner,
      };
    case 'money-wheel':
      return { label: String(result.wheel.number), tone: `wheel-${result.wheel.number}` };
    case 'casino-holdem': {
      const winner = result.cards.showdown?.winner ?? 'tie';
      return { label: games.holdem.short[winner] ?? '', tone: `holdem-${winner}` };
    }
    case 'blackjack': {
      // A round nobody sat at deals no cards.
      if (!result.table) return { label: '–', tone: 'dealer' };
      const total = result.table.dealerTotal;
      return { label: total > 21 ? '✕' : String(total), tone: total > 21 ? 'bust' : 'dealer' };
    }
  }
}

/** The table's last results, newest first, as the strip above a live table shows them. */
export function RecentResults({
  recent,
  text,
  games,
}: {
  recent: readonly LiveRecentResult[];
  text: LiveDictionary;
  games: LiveGamesDictionary;
}) {
  return (
    <section className="recent" aria-labelledby="live-recent-title">
      <h2 id="live-recent-title" className="visually-hidden">
        {text.lastResults}
      </h2>
      {recent.length === 0 ? (
        <p className="recent__empty">{text.noResults}</p>
      ) : (
        <ol className="recent__list" data-testid="live-recent">
          {recent.map((entry, index) => {
            const { label, tone } = token(entry.result, games);
            return (
              <li
                key={entry.roundId}
                className={`recent__item recent__item--${tone}${index === 0 ? ' recent__item--latest' : ''}`}
                aria-label={`${text.round(entry.roundNumber)}: ${resultCallout(entry.result, text, games)}`}
              >
                <span aria-hidden="true">{label}</span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
