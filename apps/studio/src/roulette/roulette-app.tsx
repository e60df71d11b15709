import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import { pocketColor } from '@lale/games/roulette/layout';
import { useState } from 'react';
import { rouletteText } from '../i18n/roulette.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { BetSelector } from '../shared/ui/bet-selector.tsx';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { InsideBetPicker } from '../shared/ui/inside-bet-picker.tsx';
import { RecentRounds } from '../shared/ui/recent-rounds.tsx';
import { useGameSession } from '../shared/use-game-session.ts';
import {
  addChip,
  pocketFromOutcome,
  toWireBet,
  totalStake,
  type PlacedBet,
  type Placement,
} from './bet-slip.ts';
import { BettingTable } from './betting-table.tsx';
import { RouletteRules } from './roulette-rules.tsx';

export function RouletteApp() {
  const session = useGameSession('roulette');
  const { lang, t, game } = session;
  const text = rouletteText[lang];
  const [chip, setChip] = useState<number | null>(null);
  const [slip, setSlip] = useState<PlacedBet[]>([]);
  const [history, setHistory] = useState<PlacedBet[][]>([]);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ pocket: number | null; win: number } | null>(null);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const chipValue = chip ?? game?.minBet ?? 100;

  function place(placement: Placement) {
    setHistory((previous) => [...previous, slip]);
    setSlip(addChip(slip, placement, chipValue));
  }

  async function spin() {
    setSpinning(true);
    session.clearError();
    try {
      const reply = await session.call('/roulette/spin', {
        body: { bets: slip.map(toWireBet), requestId: newRequestId() },
      });
      setResult({ pocket: pocketFromOutcome(reply.round.outcome), win: Number(reply.round.win) });
      session.setBalance(Number(reply.balance));
      if (session.fairness)
        session.setFairness({ ...session.fairness, nonce: reply.round.nonce + 1 });
      setRoundsVersion((version) => version + 1);
    } catch (error) {
      session.fail(error);
    } finally {
      setSpinning(false);
    }
  }

  const describeRound = (record: RoundRecord) => {
    const pocket = pocketFromOutcome(record.outcome);
    return pocket === null ? text.title : text.result(pocket, text.colors[pocketColor(pocket)]);
  };

  return (
    <GameLayout
      session={session}
      title={text.title}
      aside={
        <>
          <RouletteRules lang={lang} t={t} text={text} />
          {session.fairness && game && (
            <FairnessPanel
              fairness={session.fairness}
              game={game}
              call={session.call}
              onChange={session.setFairness}
              onError={session.fail}
              lang={lang}
              t={t}
            />
          )}
          <RecentRounds
            call={session.call}
            version={roundsVersion}
            describe={describeRound}
            lang={lang}
            t={t}
          />
        </>
      }
    >
      <div className="result" aria-live="polite" data-testid="result">
        {result?.pocket != null && (
          <span className={`pocket pocket--${pocketColor(result.pocket)}`}>
            {text.result(result.pocket, text.colors[pocketColor(result.pocket)])}
          </span>
        )}
        {result && (
          <span className={result.win > 0 ? 'positive' : undefined}>
            {' '}
            {result.win > 0 ? text.youWon(formatMoney(result.win, lang)) : text.noWin}
          </span>
        )}
      </div>
      <BettingTable
        slip={slip}
        onPlace={place}
        winning={result?.pocket ?? null}
        disabled={spinning}
        lang={lang}
        text={text}
      />
      <InsideBetPicker
        onPlace={(type, numbers) => place({ type, numbers })}
        disabled={spinning}
        text={text}
      />
      {game && (
        <div className="controls">
          <BetSelector
            bet={chipValue}
            minBet={game.minBet}
            maxBet={game.maxBet}
            onChange={setChip}
            disabled={spinning}
            label={text.chip}
            lang={lang}
            t={t}
          />
          <button
            type="button"
            disabled={spinning || history.length === 0}
            onClick={() => {
              setSlip(history[history.length - 1] ?? []);
              setHistory(history.slice(0, -1));
            }}
          >
            {text.undo}
          </button>
          <button
            type="button"
            disabled={spinning || slip.length === 0}
            onClick={() => {
              setHistory([]);
              setSlip([]);
            }}
          >
            {text.clear}
          </button>
          <button
            type="button"
            className="primary"
            onClick={spin}
            disabled={spinning || slip.length === 0}
          >
            {spinning ? text.spinning : text.spin}
          </button>
        </div>
      )}
      <section aria-labelledby="slip-title" className="slip">
        <h2 id="slip-title">{text.yourBets}</h2>
        {slip.length === 0 ? (
          <p className="muted">{text.noBets}</p>
        ) : (
          <>
            <ul data-testid="bet-slip">
              {slip.map((bet) => (
                <li key={JSON.stringify(bet.placement)}>
                  {text.types[bet.placement.type]}
                  {'numbers' in bet.placement && ` ${bet.placement.numbers.join('-')}`}
                  {'index' in bet.placement && ` ${bet.placement.index}`}:{' '}
                  {formatMoney(bet.amount, lang)}
                </li>
              ))}
            </ul>
            <p>{text.totalStake(formatMoney(totalStake(slip), lang))}</p>
          </>
        )}
      </section>
    </GameLayout>
  );
}
