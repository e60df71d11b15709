import type { LiveStateReply } from '@lale/contract/live-tables/replies';
import type { SessionReply } from '@lale/contract/studio/replies';
import type { StudioBody, StudioPath, StudioReply } from '@lale/contract/studio/routes';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { common } from '../i18n/common.ts';
import { langFromQuery, type Lang } from '../i18n/lang.ts';
import { callGameApi, GameApiError, type CallOptions } from '../shared/api.ts';
import { describeError, type ShownError } from '../shared/describe-error.ts';
import { postBalance } from '../shared/post-balance.ts';
import {
  clearStoredSession,
  readStoredSession,
  reusableSession,
  writeStoredSession,
} from '../shared/session-store.ts';

export type LiveCall = <P extends StudioPath>(
  path: P,
  options?: { body?: StudioBody<P>; query?: Record<string, string | number> },
) => Promise<StudioReply<P>>;

export interface LiveSession {
  lang: Lang;
  status: 'loading' | 'ready' | 'failed';
  /** GET /live/state as the page opened: the table's rules, its room, the own stake. */
  initial: LiveStateReply | null;
  /** Server clock minus ours when the state answered, until the live channel has one. */
  clockOffset: number;
  balance: number | null;
  error: ShownError | null;
  call: LiveCall;
  fail: (error: unknown) => void;
  clearError: () => void;
  setBalance: (balance: number) => void;
}

/**
 * Exchanges the launch token once (a reload resumes this tab's session), then reads the
 * table's state. The table is the launch's: the session names it, `table=` only labels the URL.
 */
export function useLiveSession(): LiveSession {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const t = common[lang];
  const [status, setStatus] = useState<LiveSession['status']>('loading');
  const [token, setToken] = useState<string | null>(null);
  const [initial, setInitial] = useState<LiveStateReply | null>(null);
  const [clockOffset, setClockOffset] = useState(0);
  const [balance, setBalanceState] = useState<number | null>(null);
  const [error, setError] = useState<ShownError | null>(null);

  const fail = useCallback(
    (cause: unknown) => {
      const shown = describeError(cause, t);
      setError(shown);
      if (shown.fatal) {
        clearStoredSession('live', sessionStorage);
        setStatus('failed');
      }
    },
    [t],
  );

  const call = useCallback<LiveCall>(
    (path, options) => callGameApi(path, { ...options, lang, sessionToken: token } as CallOptions),
    [lang, token],
  );

  const setBalance = useCallback((next: number) => {
    setBalanceState(next);
    postBalance(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    const launchToken = new URLSearchParams(window.location.search).get('token');
    const stored = reusableSession(readStoredSession('live', sessionStorage), launchToken);
    let cancelled = false;

    async function start(): Promise<void> {
      let sessionToken = stored?.sessionToken ?? null;
      if (!sessionToken) {
        if (!launchToken) throw new GameApiError(401, 'missing-token', t.errors.missingToken);
        const reply = await callGameApi<SessionReply>('/session', {
          lang,
          body: { token: launchToken },
        });
        sessionToken = reply.sessionToken;
        writeStoredSession('live', { launchToken, sessionToken, game: reply.game }, sessionStorage);
      }
      const state = await callGameApi<LiveStateReply>('/live/state', { lang, sessionToken });
      if (cancelled) return;
      setToken(sessionToken);
      setInitial(state);
      setClockOffset(state.serverTime - Date.now());
      setBalanceState(Number(state.balance));
      setStatus('ready');
    }

    start().catch((cause: unknown) => {
      if (cancelled) return;
      const missing = cause instanceof GameApiError && cause.code === 'missing-token';
      clearStoredSession('live', sessionStorage);
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
  }, [lang, t]);

  return {
    lang,
    status,
    initial,
    clockOffset,
    balance,
    error,
    call,
    fail,
    clearError: useCallback(() => setError(null), []),
    setBalance,
  };
}
