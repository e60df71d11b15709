import { describeCard } from '@lale/games/blackjack/cards';
import { slotGame, SLOT_GAMES } from '@lale/games/slots/models';
import { verifyRound, type VerifyResults } from '@lale/games/verify';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { langFromQuery } from '../i18n/lang.ts';
import { slotText } from '../i18n/slot.ts';
import { verifyText } from '../i18n/verify.ts';
import { formatMoney } from '../shared/money.ts';
import { ReelGrid } from '../slot/reel-grid.tsx';
import { winningCells } from '../slot/winning-cells.ts';
import { crashText } from '../i18n/crash.ts';
import { CrashVerify } from './crash-verify.tsx';
import { DiceOutcome } from './dice-outcome.tsx';
import { VideoPokerOutcome } from './video-poker-outcome.tsx';
import { LiveTableOutcomeView, type LiveTableOutcome } from './live-table-outcome.tsx';
import {
  diceParams,
  formFromQuery,
  seedsFrom,
  takesStake,
  type VerifyForm,
} from './verify-form.ts';

type Outcome =
  | { engine: 'slot'; model: string; result: VerifyResults['slot'] }
  | { engine: 'roulette'; result: VerifyResults['roulette'] }
  | { engine: 'blackjack'; result: VerifyResults['blackjack'] }
  | { engine: 'video-poker'; result: VerifyResults['video-poker'] }
  | { engine: 'dice'; pick: string | undefined; result: VerifyResults['dice'] }
  | LiveTableOutcome;

const isLiveTable = (outcome: Outcome): outcome is LiveTableOutcome =>
  outcome.engine === 'baccarat' ||
  outcome.engine === 'money-wheel' ||
  outcome.engine === 'casino-holdem';

/** Null when the inputs cannot describe a round (the engine refuses them too). */
function recompute(form: VerifyForm): Outcome | null {
  try {
    return recomputeOrThrow(form);
  } catch {
    return null;
  }
}

function recomputeOrThrow(form: VerifyForm): Outcome | null {
  const seeds = seedsFrom(form);
  if (!seeds) return null;
  if (form.engine === 'slot') {
    if (!slotGame(form.model)) return null;
    return {
      engine: 'slot',
      model: form.model,
      result: verifyRound('slot', { ...seeds, model: form.model, stake: seeds.stake }),
    };
  }
  if (form.engine === 'roulette')
    return { engine: 'roulette', result: verifyRound('roulette', seeds) };
  if (form.engine === 'baccarat')
    return { engine: 'baccarat', result: verifyRound('baccarat', seeds) };
  if (form.engine === 'money-wheel')
    return { engine: 'money-wheel', result: verifyRound('money-wheel', seeds) };
  if (form.engine === 'video-poker')
    return { engine: 'video-poker', result: verifyRound('video-poker', seeds) };
  if (form.engine === 'dice') {
    const params = diceParams(form);
    return params && { engine: 'dice', pick: params.pick, result: verifyRound('dice', params) };
  }
  if (form.engine === 'casino-holdem')
    return { engine: 'casino-holdem', result: verifyRound('casino-holdem', seeds) };
  return { engine: 'blackjack', result: verifyRound('blackjack', { ...seeds, bet: seeds.stake }) };
}

export function VerifyApp() {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const text = verifyText[lang];
  const slotWords = slotText[lang];
  const [form, setForm] = useState(() => formFromQuery(window.location.search));
  const [outcome, setOutcome] = useState<Outcome | null>(() => recompute(form));
  const [invalid, setInvalid] = useState(false);
  const [crash, setCrash] = useState(
    () => new URLSearchParams(window.location.search).get('engine') === 'crash',
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const field = (name: keyof VerifyForm) => ({
    id: `verify-${name}`,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm({ ...form, [name]: event.target.value }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const next = recompute(form);
    setInvalid(next === null);
    setOutcome(next);
  }

  const givenHash = form.serverSeedHash.trim().toLowerCase();
  return (
    <div className="page verify">
      <header className="topbar">
        <h1>{text.title}</h1>
      </header>
      <div className="panel verify-form">
        <label htmlFor="verify-engine">{text.engine}</label>
        <select
          {...field('engine')}
          value={crash ? 'crash' : form.engine}
          onChange={(event) => {
            setCrash(event.target.value === 'crash');
            if (event.target.value !== 'crash') field('engine').onChange(event);
          }}
        >
          {Object.entries(text.engines).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
          <option value="crash">{crashText[lang].verifyPage.engine}</option>
        </select>
      </div>
      {crash && <CrashVerify lang={lang} />}
      {!crash && <p>{text.intro}</p>}
      {!crash && form.engine === 'dice' && <p>{text.diceSeeds}</p>}
      {!crash && !takesStake(form.engine) && !['roulette', 'dice'].includes(form.engine) && (
        <p>{text.liveSeeds}</p>
      )}
      <form className="panel verify-form" onSubmit={submit} hidden={crash}>
        {form.engine === 'slot' && (
          <>
            <label htmlFor="verify-model">{text.model}</label>
            <select {...field('model')}>
              {SLOT_GAMES.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.name} ({game.id})
                </option>
              ))}
            </select>
          </>
        )}
        {takesStake(form.engine) && (
          <>
            <label htmlFor="verify-stake">{text.stake}</label>
            <input {...field('stake')} inputMode="numeric" />
          </>
        )}
        <label htmlFor="verify-serverSeed">{text.serverSeed}</label>
        <input {...field('serverSeed')} className="mono" spellCheck={false} />
        <label htmlFor="verify-serverSeedHash">{text.serverSeedHash}</label>
        <input {...field('serverSeedHash')} className="mono" spellCheck={false} />
        <label htmlFor="verify-clientSeed">{text.clientSeed}</label>
        <input {...field('clientSeed')} spellCheck={false} />
        <label htmlFor="verify-nonce">{text.nonce}</label>
        <input {...field('nonce')} inputMode="numeric" />
        <button type="submit" className="primary">
          {text.verify}
        </button>
      </form>
      {!crash && invalid && (
        <div className="banner banner--error" role="alert">
          {text.invalid}
        </div>
      )}
      {!crash && outcome && (
        <section className="panel" aria-labelledby="verify-outcome" data-testid="verify-outcome">
          <h2 id="verify-outcome">{text.outcome}</h2>
          {givenHash && (
            <p
              role="status"
              data-testid="hash-check"
              className={givenHash === outcome.result.serverSeedHash ? 'positive' : 'negative'}
            >
              {givenHash === outcome.result.serverSeedHash ? text.hashMatches : text.hashDiffers}
            </p>
          )}
          <p className="mono">
            {text.computedHash}: {outcome.result.serverSeedHash}
          </p>
          {outcome.engine === 'roulette' && (
            <p className="result" data-testid="verify-pocket">
              {text.pocket(outcome.result.pocket, text.colors[outcome.result.color] ?? '')}
            </p>
          )}
          {outcome.engine === 'slot' &&
            (() => {
              const game = slotGame(outcome.model);
              const round = outcome.result.round;
              if (!game) return null;
              return (
                <>
                  <ReelGrid
                    model={game.model}
                    grid={round.base.grid}
                    highlighted={winningCells(game.model, round.base)}
                    text={slotWords}
                  />
                  <p className="result" data-testid="verify-slot-total">
                    {text.slotTotal(formatMoney(round.totalWin, lang))}
                  </p>
                  <p>{text.freeSpins(round.freeSpins.length)}</p>
                  <p>
                    {outcome.result.jackpot ? text.jackpot(outcome.result.jackpot) : text.noJackpot}
                  </p>
                </>
              );
            })()}
          {isLiveTable(outcome) && <LiveTableOutcomeView outcome={outcome} lang={lang} />}
          {outcome.engine === 'dice' && (
            <DiceOutcome result={outcome.result} pick={outcome.pick} lang={lang} />
          )}
          {outcome.engine === 'video-poker' && (
            <VideoPokerOutcome result={outcome.result} lang={lang} />
          )}
          {outcome.engine === 'blackjack' && (
            <>
              <p>{text.firstCards}</p>
              <ol className="shoe" data-testid="verify-shoe">
                {outcome.result.shoe.slice(0, 12).map((card, index) => {
                  const { rank, suit } = describeCard(card);
                  return (
                    <li key={index}>
                      {rank} {SUITS[suit]}
                    </li>
                  );
                })}
              </ol>
            </>
          )}
        </section>
      )}
    </div>
  );
}

const SUITS: Record<string, string> = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' };
