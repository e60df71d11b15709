import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import { slotGame } from '@lale/games/slots/models';
import type { SlotRound } from '@lale/games/slots/outcome-types';
import { useMemo, useState } from 'react';
import { slotText } from '../i18n/slot.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { BetSelector } from '../shared/ui/bet-selector.tsx';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds } from '../shared/ui/recent-rounds.tsx';
import { useGameSession } from '../shared/use-game-session.ts';
import { LineMap } from './line-map.tsx';
import { ReelGrid } from './reel-grid.tsx';
import { SlotPaytable } from './slot-paytable.tsx';
import { symbolName } from './symbols.ts';
import { winningCells } from './winning-cells.ts';

export function SlotApp() {
  const session = useGameSession('slot');
  const { lang, t, game } = session;
  const text = slotText[lang];
  const slot = useMemo(() => slotGame(game?.model ?? 'low') ?? slotGame('low'), [game?.model]);
  const [bet, setBet] = useState<number | null>(null);
  const [round, setRound] = useState<SlotRound | null>(null);
  const [shownSpin, setShownSpin] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [roundsVersion, setRoundsVersion] = useState(0);
  if (!slot) return null;
  const model = slot.model;

  const stake = bet ?? game?.minBet ?? 100;
  const spins = round ? [round.base, ...round.freeSpins] : [];
  const spin = spins[shownSpin] ?? null;
  const grid = spin?.grid ?? emptyGrid(model.reels * model.rows, model.id);
  const highlighted = spin ? winningCells(model, spin) : new Set<number>();
  const name = (symbol: string) =>
    symbolName(symbol, model.id, text.symbols, text.scatterPaysScatter);

  async function play() {
    setSpinning(true);
    session.clearError();
    try {
      const reply = await session.call('/slot/spin', {
        body: { bet: stake, requestId: newRequestId() },
      });
      setRound(reply.round.outcome as SlotRound);
      setShownSpin(0);
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
    const outcome = record.outcome as SlotRound | null;
    const free = outcome?.freeSpins?.length ?? 0;
    const name = game?.name ?? slot.name;
    return free > 0 ? `${name} · ${text.freeSpinsWon(free)}` : name;
  };

  return (
    <GameLayout
      session={session}
      title={text.title}
      aside={
        <>
          <SlotPaytable game={slot} lang={lang} t={t} text={text} />
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
      <ReelGrid
        model={model}
        grid={grid}
        highlighted={highlighted}
        spinning={spinning}
        text={text}
      />
      {spins.length > 1 && (
        <div className="spin-tabs" role="group" aria-label={text.freeSpinsWon(spins.length - 1)}>
          {spins.map((_, index) => (
            <button
              key={index}
              type="button"
              aria-pressed={index === shownSpin}
              onClick={() => setShownSpin(index)}
            >
              {index === 0 ? text.baseSpin : text.freeSpin(index, spins.length - 1)}
            </button>
          ))}
        </div>
      )}
      <div className="result" aria-live="polite" data-testid="result">
        {round &&
          (round.totalWin > 0 ? (
            <span className="positive">{text.youWon(formatMoney(round.totalWin, lang))}</span>
          ) : (
            text.noWin
          ))}
        {round && round.base.freeSpinsAwarded > 0 && (
          <span> · {text.freeSpinsWon(round.freeSpins.length)}</span>
        )}
      </div>
      {spin && spin.win > 0 && (
        <ul className="win-list">
          {spin.wins.map((win, index) => (
            <li key={index}>
              {win.kind === 'line' ? (
                <>
                  {model.evaluation === 'lines' && (
                    <LineMap model={model} line={win.line} count={win.count} />
                  )}
                  {text.lineWin(
                    win.line + 1,
                    win.count,
                    name(win.symbol),
                    formatMoney(win.win, lang),
                  )}
                </>
              ) : (
                text.anywhereWin(win.count, name(win.symbol), formatMoney(win.win, lang))
              )}
            </li>
          ))}
          {spin.scatterWin > 0 && (
            <li>{text.scatterWin(spin.scatterCount, formatMoney(spin.scatterWin, lang))}</li>
          )}
        </ul>
      )}
      {game && (
        <div className="controls">
          <BetSelector
            bet={stake}
            minBet={game.minBet}
            maxBet={game.maxBet}
            onChange={setBet}
            disabled={spinning}
            lang={lang}
            t={t}
          />
          <button type="button" className="primary" onClick={play} disabled={spinning}>
            {spinning ? text.spinning : text.spin}
          </button>
        </div>
      )}
    </GameLayout>
  );
}

/** Before the first spin the reels show a calm pattern of the game's own symbols. */
function emptyGrid(cells: number, modelId: string): string[] {
  const symbols =
    modelId === 'scatter-pays'
      ? ['rose', 'lemon', 'mint', 'pistachio', 'tea', 'coffee', 'baklava', 'kunefe']
      : ['ace', 'tulip', 'king', 'lantern', 'queen', 'teapot', 'jack', 'crescent', 'ten', 'wild'];
  return Array.from(
    { length: cells },
    (_, index) => symbols[(index * 7) % symbols.length] as string,
  );
}
