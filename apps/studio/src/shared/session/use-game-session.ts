import type { Fairness, StudioEngine, StudioGame } from '@lale/contract/studio/replies';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { common, type CommonDictionary } from '../../i18n/common.ts';
import { langFromQuery, type Lang } from '../../i18n/lang.ts';
import { usePlayerSound } from '../sound/use-player-sound.ts';
import { describeError, type ShownError } from './describe-error.ts';
import { bindGameCall, type GameCall } from './game-call.ts';
import type { GameOpening, Opening } from './opening.ts';
import { openSession } from './open-session.ts';
import { postBalance } from './post-balance.ts';
import { clearStoredSession } from './session-store.ts';

export interface GameSession<S extends Opening = Opening> {
  lang: Lang;
  t: CommonDictionary;
  status: 'loading' | 'ready' | 'failed';
  game: StudioGame | null;
  /** The game's opening read (its state, or the balance and seeds); set once ready. */
  initial: S | null;
  /** Server clock minus ours when the opening read answered, for pages that follow live rounds. */
  clockOffset: number;
  balance: number | null;
  /** The player's seed pair, for games whose rounds are drawn from it. */
  fairness: Fairness | null;
  error: ShownError | null;
  call: GameCall;
  /** Shows an error from a call; an expired session ends the page. */
  fail: (error: unknown) => void;
  clearError: () => void;
  /** Follows the balance and tells the site around the page. */
  setBalance: (balance: number) => void;
  setFairness: (fairness: Fairness) => void;
}

interface Opened<S> {
  sessionToken: string;
  game: StudioGame;
  initial: S;
  clockOffset: number;
}

/**
 * The game session of every game page: opens it from the URL's launch token (or resumes the
 * tab's), reads the game's opening state, and owns the balance, the errors and the typed calls.
 * `opening` is the game's part; give a module constant, so the session opens once.
 */
export function useGameSession<S extends Opening>(
  engine: StudioEngine,
  opening: GameOpening<S>,
): GameSession<S> {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const t = common[lang];
  const [status, setStatus] = useState<GameSession['status']>('loading');
  const [opened, setOpened] = useState<Opened<S> | null>(null);
  const [balance, setBalanceState] = useState<number | null>(null);
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const sessionToken = opened?.sessionToken ?? null;

  const fail = useCallback(
    (cause: unknown) => {
      const shown = describeError(cause, t);
      setError(shown);
      if (shown.fatal) {
        clearStoredSession(engine, sessionStorage);
        setStatus('failed');
      }
    },
    [engine, t],
  );

  const call = useMemo(() => bindGameCall(lang, sessionToken), [lang, sessionToken]);

  const setBalance = useCallback((next: number) => {
    setBalanceState(next);
    postBalance(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    let cancelled = false;

    async function start(): Promise<void> {
      const session = await openSession(engine, lang, window.location.search, sessionStorage);
      const initial = await opening.open(
        bindGameCall(lang, session.sessionToken),
        session.launched,
      );
      if (cancelled) return;
      const clockOffset = initial.serverTime === undefined ? 0 : initial.serverTime - Date.now();
      setOpened({ sessionToken: session.sessionToken, game: session.game, initial, clockOffset });
      setBalanceState(Number(initial.balance));
      setFairness(initial.fairness ?? null);
      setStatus('ready');
    }

    start().catch((cause: unknown) => {
      if (cancelled) return;
      clearStoredSession(engine, sessionStorage);
      setError({ ...describeError(cause, t), fatal: true });
      setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [engine, lang, t, opening]);

  usePlayerSound(opening.playerSound && sessionToken ? call : null, fail);

  return {
    lang,
    t,
    status,
    game: opened?.game ?? null,
    initial: opened?.initial ?? null,
    clockOffset: opened?.clockOffset ?? 0,
    balance,
    fairness,
    error,
    call,
    fail,
    clearError: useCallback(() => setError(null), []),
    setBalance,
    setFairness,
  };
}
