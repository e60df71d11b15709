import type { LiveHotAndCold } from '@lale/contract/live-tables/results';
import { pocketColor } from '@lale/games/roulette/layout';
import type { LiveGamesDictionary } from '../../i18n/live-games.ts';

/** The numbers that came up most and least over the table's last spins. */
export function HotAndCold({
  stats,
  games,
}: {
  stats: LiveHotAndCold;
  games: LiveGamesDictionary;
}) {
  const t = games.roulette;
  const row = (title: string, tone: string, list: LiveHotAndCold['hot']) => (
    <div className={`hotcold__row hotcold__row--${tone}`}>
      <h3>{title}</h3>
      <ol>
        {list.map((entry) => (
          <li key={entry.number}>
            <span className={`pocket pocket--${pocketColor(entry.number)}`}>{entry.number}</span>
            <small>{t.hits(entry.hits)}</small>
          </li>
        ))}
      </ol>
    </div>
  );
  return (
    <section className="hotcold panel" aria-label={t.overSpins(stats.spins)}>
      {row(t.hot, 'hot', stats.hot)}
      {row(t.cold, 'cold', stats.cold)}
      <p className="panel__note">{t.overSpins(stats.spins)}</p>
    </section>
  );
}
