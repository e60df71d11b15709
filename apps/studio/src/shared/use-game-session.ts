import { useCallback, useEffect, useMemo, useState } from 'react';
import { common, type CommonDictionary } from '../i18n/common.ts';
import { langFromQuery, type Lang } from '../i18n/lang.ts';
import { callGameApi, GameApiError, type CallOptions } from './api.ts';
import type { Fairness, StudioEngine, StudioGame } from '@lale/contract/studio/replies';
import type {
  StudioBody,
  StudioPath,
  StudioQuery,
  StudioReply,
} from '@lale/contract/studio/routes';
import { describeError, type ShownError } from './describe-error.ts';
import { postBalance } from './post-balance.ts';
import { usePlayerSound } from './sound/use-player-sound.ts';
import {
  clearStoredSession,
  readStoredSession,
  reusableSession,
  writeStoredSession,
} from './session-store.ts';

/** A call to one route of the contract, its body, query and reply typed by it. */
export type GameCall = <P extends StudioPath>(
  path: P,
  options?: { method?: 'GET' | 'POST'; body?: StudioBody<P>; query?: StudioQuery<P> },
) => Promise<StudioReply<P>>;

export interface GameSession {
  lang: Lang;
  t: CommonDictionary;
  status: 'loading' | 'ready' | 'failed';
  game: StudioGame | null;
  balance: number | null;
  fairness: Fairness | null;
  error: ShownError | null;
  call: GameCall;
  /** Shows an error from a call; an expired session ends the page. */
  fail: (error: unknown) => void;
  clearError: () => void;
  setBalance: (balance: number) => void;
  setFairness: (fairness: Fairness) => void;
}

/** Exchanges the launch token once, or resumes the session kept for this tab. */
export function useGameSession(engine: StudioEngine): GameSession {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const t = common[lang];
  const [status, setStatus] = useState<GameSession['status']>('loading');
  const [sessionToken, setSessionToken] = useState<string | null>(null);
  const [game, setGame] = useState<StudioGame | null>(null);
  const [balance, setBalanceState] = useState<number | null>(null);
  const [fairness, setFairness] = useState<Fairness | null>(null);
  const [error, setError] = useState<ShownError | null>(null);

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

  const call = useCallback<GameCall>(
    (path, options) => callGameApi(path, { ...options, lang, sessionToken } as CallOptions),
    [lang, sessionToken],
  );

  const setBalance = useCallback((next: number) => {
    setBalanceState(next);
    postBalance(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    const launchToken = new URLSearchParams(window.location.search).get('token');
    const stored = reusableSession(readStoredSession(engine, sessionStorage), launchToken);
    let cancelled = false;

    async function start(): Promise<void> {
      if (stored) {
        const [balanceReply, fairnessReply] = await Promise.all([
          callGameApi<StudioReply<'/balance'>>('/balance', {
            lang,
            sessionToken: stored.sessionToken,
          }),
          callGameApi<StudioReply<'/fairness'>>('/fairness', {
            lang,
            sessionToken: stored.sessionToken,
          }),
        ]);
        if (cancelled) return;
        setSessionToken(stored.sessionToken);
        setGame(stored.game);
        setBalanceState(Number(balanceReply.balance));
        setFairness(fairnessReply);
        setStatus('ready');
        return;
      }
      if (!launchToken) throw new GameApiError(401, 'missing-token', t.errors.missingToken);
      const reply = await callGameApi<StudioReply<'/session'>>('/session', {
        lang,
        body: { token: launchToken },
      });
      if (cancelled) return;
      writeStoredSession(
        engine,
        { launchToken, sessionToken: reply.sessionToken, game: reply.game },
        sessionStorage,
      );
      setSessionToken(reply.sessionToken);
      setGame(reply.game);
      setBalanceState(Number(reply.balance));
      setFairness(reply.fairness);
      setStatus('ready');
    }

    start().catch((cause: unknown) => {
      if (cancelled) return;
      const missing = cause instanceof GameApiError && cause.code === 'missing-token';
      clearStoredSession(engine, sessionStorage);
      setError(
        missing
          ? { text: t.errors.missingToken, fatal: true }
          : { ...describeError(cause, t), fatal: true },
      );
      setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [engine, lang, t]);

  usePlayerSound(sessionToken, lang, fail);

  return {
    lang,
    t,
    status,
    game,
    balance,
    fairness,
    error,
    call,
    fail,
    clearError: () => setError(null),
    setBalance,
    setFairness,
  };
}
