import type { DiceBetView, DiceRoundView } from '@lale/contract/studio/dice';
import { rollDice } from '@lale/games/dice';
import { hashServerSeed } from '@lale/games/fair/seed-hash';
import type { Lang } from '../i18n/lang.ts';
import { formatMoney } from '../shared/money.ts';
import { DieFace } from './dice-stage.tsx';
import { formatOdds, pickLabel, type DiceText } from './text.ts';

/** The player's bets, newest first: the round, the pick and odds, cash or bonus, the result. */
export function MyBets({ bets, text, lang }: { bets: DiceBetView[]; text: DiceText; lang: Lang }) {
  return (
    <section className="panel dice-list" data-testid="dice-my-bets">
      <h2>{text.myBets}</h2>
      {bets.length === 0 && <p className="muted">{text.noBets}</p>}
      <ul>
        {bets.map((bet) => (
          <li
            key={bet.id}
            className={`dice-mybet dice-mybet--${bet.status}`}
            data-testid="dice-my-bet"
          >
            <span>
              <span className="muted">#{bet.roundNumber}</span> {pickLabel(text, bet.pick)}{' '}
              <span className="muted">× {formatOdds(bet.odds, lang)}</span>
            </span>
            <span>{formatMoney(bet.stake, lang)}</span>
            <span className="muted dice-mybet__funds">
              {bet.bonus === 0
                ? text.cash
                : bet.cash === 0
                  ? text.bonus
                  : text.paidFrom(formatMoney(bet.cash, lang), formatMoney(bet.bonus, lang))}
            </span>
            <span className="dice-mybet__result" data-testid="dice-my-bet-result">
              {bet.status === 'open'
                ? text.open
                : bet.status === 'won'
                  ? text.won(formatMoney(bet.payout, lang))
                  : text.lost}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** In the browser, with the game's own function: the seed matches its hash and rolls these dice. */
export function recomputes(round: DiceRoundView): boolean {
  if (!round.serverSeed || !round.dice) return false;
  const [one, two] = rollDice(round.serverSeed, round.clientSeed, round.nonce);
  return (
    hashServerSeed(round.serverSeed) === round.serverSeedHash &&
    one === round.dice[0] &&
    two === round.dice[1]
  );
}

/** The last results: both dice, the total, and each round's revealed seed, recomputed here. */
export function LastRounds({ rounds, text }: { rounds: DiceRoundView[]; text: DiceText }) {
  return (
    <section className="panel dice-list" data-testid="dice-last-rounds">
      <h2>{text.lastRounds}</h2>
      <ul>
        {rounds.map((round) => (
          <li key={round.id} className="dice-history">
            <span className="muted">#{round.number}</span>
            <span className="dice-history__dice">
              <DieFace value={round.dice?.[0] ?? null} label={text.die(1)} />
              <DieFace value={round.dice?.[1] ?? null} label={text.die(2)} />
            </span>
            <strong>{round.dice ? round.dice[0] + round.dice[1] : ''}</strong>
            <details className="dice-history__seed">
              <summary>
                {text.revealed}{' '}
                <span className={recomputes(round) ? 'positive' : 'dice-mismatch'}>
                  {recomputes(round) ? text.recomputed : text.notRecomputed}
                </span>
              </summary>
              <p className="mono">{round.serverSeed}</p>
              <p className="muted">{text.recomputeHow(round.clientSeed, round.nonce)}</p>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
