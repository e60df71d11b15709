import type { StudioRound as RoundRecord } from '@lale/contract/studio/replies';
import { pocketColor } from '@lale/games/roulette/layout';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { liveText } from '../i18n/live.ts';
import { rouletteText } from '../i18n/roulette.ts';
import { newRequestId } from '../shared/api.ts';
import { formatMoney } from '../shared/money.ts';
import { playSound } from '../shared/sound/index.ts';
import { chipValues } from '../shared/table/chip-book.ts';
import { ChipRack } from '../shared/table/chip-rack.tsx';
import { ResultsStrip } from '../shared/table/results-strip.tsx';
import { RouletteLayout } from '../shared/table/roulette-layout.tsx';
import { rouletteWireBet } from '../shared/table/roulette-spots.ts';
import { useGameArt } from '../shared/table/use-game-art.ts';
import { useTableChips } from '../shared/table/use-chips.ts';
import { useReducedMotion } from '../shared/table/use-reduced-motion.ts';
import { useSpaceKey } from '../shared/table/use-space-key.ts';
import { FairnessPanel } from '../shared/ui/fairness-panel.tsx';
import { GameLayout } from '../shared/ui/game-layout.tsx';
import { RecentRounds, roundsFromReply } from '../shared/ui/recent-rounds.tsx';
import { seededGame } from '../shared/session/seeded-game.ts';
import { useGameSession } from '../shared/session/use-game-session.ts';
import { stakeNotes } from '../shared/stake-notes.ts';
import { StakeNotes } from '../shared/ui/stake-notes.tsx';
import { useStakeRules } from '../shared/session/use-stake-rules.ts';
import { pocketFromOutcome } from './outcome.ts';
import { RouletteRules } from './roulette-rules.tsx';
import { SpinningWheel, type WheelSpin } from './spinning-wheel.tsx';

/** A settled spin waiting for its ball to land before the page tells its result. */
interface Pending {
  spin: WheelSpin;
  win: number;
  balance: number;
}

const HISTORY = 14;

export function RouletteApp() {
  const session = useGameSession('roulette', seededGame);
  const { lang, t, game, call } = session;
  const stakeRules = useStakeRules(session);
  const text = rouletteText[lang];
  const live = liveText[lang];
  const reduced = useReducedMotion();
  useGameArt(game?.id, lang);
  const limits = useMemo(
    () => ({ minBet: game?.minBet ?? 100, maxBet: game?.maxBet ?? 100_000 }),
    [game?.minBet, game?.maxBet],
  );
  const rack = useMemo(() => chipValues(limits), [limits]);
  const [chip, setChip] = useState<number | null>(null);
  const chipValue = chip !== null && rack.includes(chip) ? chip : (rack[0] ?? limits.minBet);
  const table = useTableChips(limits);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<Pending | null>(null);
  const [shown, setShown] = useState<{ pocket: number; win: number | null } | null>(null);
  const [history, setHistory] = useState<number[]>([]);
  const [roundsVersion, setRoundsVersion] = useState(0);
  const spinIds = useRef(0);

  // The table's last pockets; on opening, the wheel rests on the latest one (a reload
  // mid-spin shows the round the server already settled).
  useEffect(() => {
    if (session.status !== 'ready') return;
    let cancelled = false;
    call('/rounds', { query: { limit: HISTORY } })
      .then((reply) => {
        if (cancelled) return;
        const pockets = roundsFromReply(reply).flatMap((round: RoundRecord) => {
          const pocket = pocketFromOutcome(round.outcome);
          return pocket === null ? [] : [pocket];
        });
        setHistory(pockets);
        if (spinIds.current === 0 && pockets[0] !== undefined) {
          spinIds.current = 1;
          setShown({ pocket: pockets[0], win: null });
          setPending({ spin: { id: 1, pocket: pockets[0], still: true }, win: 0, balance: NaN });
        }
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [session.status, call]);

  const onLanded = useCallback(
    (spinId: number, pocket: number) => {
      if (!pending || pending.spin.id !== spinId || Number.isNaN(pending.balance)) return;
      setShown({ pocket, win: pending.win });
      // The chips stay on the felt while the ball runs; "repeat" puts them back afterwards.
      table.settle();
      setHistory((previous) => [pocket, ...previous].slice(0, HISTORY));
      session.setBalance(pending.balance);
      setRoundsVersion((version) => version + 1);
      setBusy(false);
      if (pending.win > 0) playSound('win');
    },
    [pending, session, table],
  );

  async function spin() {
    if (busy || table.chips.length === 0) return;
    setBusy(true);
    setNotice(null);
    session.clearError();
    try {
      const bets = [...table.totals].map(([spot, amount]) => rouletteWireBet(spot, amount));
      const reply = await call('/roulette/spin', { body: { bets, requestId: newRequestId() } });
      const pocket = pocketFromOutcome(reply.round.outcome);
      if (session.fairness)
        session.setFairness({ ...session.fairness, nonce: reply.round.nonce + 1 });
      if (pocket === null) throw new Error('no pocket in the round');
      spinIds.current++;
      setShown(null);
      if (!reduced) playSound('spin');
      setPending({
        spin: { id: spinIds.current, pocket, still: reduced },
        win: Number(reply.round.win),
        balance: Number(reply.balance),
      });
    } catch (error) {
      session.fail(error);
      setBusy(false);
    }
  }
  useSpaceKey(spin);

  function place(spot: string, label: string) {
    const refused = table.place(spot, chipValue);
    if (refused === 'above-table-maximum')
      setNotice(live.chips.overLimit(formatMoney(limits.maxBet, lang)));
    else if (refused === 'below-table-minimum')
      setNotice(live.chips.underLimit(formatMoney(limits.minBet, lang)));
    else setNotice(live.chips.placed(label, formatMoney(chipValue, lang)));
  }

  const colour = (pocket: number) => text.colors[pocketColor(pocket)];
  const describeRound = (record: RoundRecord) => {
    const pocket = pocketFromOutcome(record.outcome);
    return pocket === null ? text.title : text.result(pocket, colour(pocket));
  };
  const strip = history.map((pocket, index) => ({
    key: `${history.length - index}`,
    token: String(pocket),
    tone: pocketColor(pocket),
    label: `${pocket} ${colour(pocket)}`,
  }));
  const spinning = busy;

  return (
    <GameLayout
      session={session}
      sound
      title={text.title}
      aside={
        <>
          <RouletteRules lang={lang} t={t} text={text} />
          {session.fairness && game && (
            <FairnessPanel
              fairness={session.fairness}
              game={game}
              call={call}
              onChange={session.setFairness}
              onError={session.fail}
              lang={lang}
              t={t}
            />
          )}
          <RecentRounds
            call={call}
            version={roundsVersion}
            describe={describeRound}
            lang={lang}
            t={t}
          />
        </>
      }
    >
      <ResultsStrip results={strip} title={text.lastResults} empty={text.noResults} />
      <div className="roulette-stage felt">
        <SpinningWheel
          spin={pending?.spin ?? null}
          lit={shown?.pocket ?? null}
          label={shown ? text.ballIn(shown.pocket, colour(shown.pocket)) : text.wheel}
          onLanded={onLanded}
        />
        <div className="result" aria-live="polite" data-testid="result">
          {shown && shown.win === null && (
            <span className={`pocket pocket--${pocketColor(shown.pocket)}`}>
              {text.lastResult(shown.pocket, colour(shown.pocket))}
            </span>
          )}
          {shown && shown.win !== null && (
            <>
              <span className={`pocket pocket--${pocketColor(shown.pocket)}`}>
                {text.result(shown.pocket, colour(shown.pocket))}
              </span>{' '}
              <span className={shown.win > 0 ? 'positive' : undefined}>
                {shown.win > 0 ? text.youWon(formatMoney(shown.win, lang)) : text.noWin}
              </span>
            </>
          )}
        </div>
      </div>
      <RouletteLayout
        totals={table.totals}
        rack={rack}
        onSpot={place}
        disabled={spinning}
        winning={shown?.pocket ?? null}
        lang={lang}
        text={live}
        rouletteText={text}
      />
      <p className="visually-hidden" aria-live="polite">
        {notice}
      </p>
      <div className="roulette-controls">
        <ChipRack
          rack={rack}
          chip={chipValue}
          onChip={setChip}
          actions={table.actions}
          disabled={spinning}
          total={table.total}
          lang={lang}
          text={live}
        />
        {game && (
          // The spin's stake is every chip on the table: told before the wheel turns.
          <StakeNotes notes={table.total > 0 ? stakeNotes(stakeRules, table.total, lang) : []} />
        )}
        <button
          type="button"
          className="primary roulette-spin"
          onClick={spin}
          disabled={spinning || table.chips.length === 0}
          aria-keyshortcuts="Space"
        >
          {spinning ? text.spinning : text.spin}
        </button>
      </div>
      <p className="muted roulette-keys">{text.keys}</p>
      <section aria-labelledby="slip-title" className="slip">
        <h2 id="slip-title">{text.yourBets}</h2>
        {table.chips.length === 0 ? (
          <p className="muted">{text.noBets}</p>
        ) : (
          <ul data-testid="bet-slip">
            {[...table.totals].map(([spot, amount]) => (
              <li key={spot}>
                {spotName(spot, text)}: {formatMoney(amount, lang)}
              </li>
            ))}
          </ul>
        )}
      </section>
    </GameLayout>
  );
}

/** 'straight:17' → 'Tek sayı 17', 'dozen:2' → '2. düzine (13–24)', 'red' → 'Kırmızı'. */
function spotName(spot: string, text: (typeof rouletteText)['tr']): string {
  const wire = rouletteWireBet(spot, 0);
  const type = wire.type as keyof typeof text.types;
  if (type === 'dozen' || type === 'column') return text.indexed(type, Number(wire.selection));
  if (Array.isArray(wire.selection)) return `${text.types[type]} ${wire.selection.join('-')}`;
  return text.types[type] ?? spot;
}
