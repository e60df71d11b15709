import type { CrashStateReply } from '@lale/contract/crash-api';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { common } from '../i18n/common.ts';
import { langFromQuery, type Lang } from '../i18n/lang.ts';
import { callGameApi, GameApiError, type CallOptions } from '../shared/api.ts';
import { describeError, type ShownError } from '../shared/describe-error.ts';
import { postBalance } from '../shared/post-balance.ts';

/** The game of a crash session (`POST /session`); `model` names Zeplin or Spaceman. */
export interface CrashGameInfo {
  kind: string;
  id: string | number;
  engine: string;
  model?: string | null;
  name: string;
  provider: string;
  minBet: number;
  maxBet: number;
}

interface StoredCrashSession {
  launchToken: string;
  sessionToken: string;
  game: CrashGameInfo;
}

const STORAGE_KEY = 'lale.studio.crash';

function readStored(): StoredCrashSession | null {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredCrashSession) : null;
  } catch {
    return null;
  }
}

/** A reload keeps the session for the same (spent) launch token or none; a new token starts over. */
export function reusableCrashSession<S extends { launchToken: string }>(
  stored: S | null,
  launchToken: string | null,
): S | null {
  if (!stored) return null;
  return !launchToken || launchToken === stored.launchToken ? stored : null;
}

export type CrashCall = <T>(
  path: string,
  options?: Omit<CallOptions, 'lang' | 'sessionToken'>,
) => Promise<T>;

export interface CrashSession {
  lang: Lang;
  status: 'loading' | 'ready' | 'failed';
  game: CrashGameInfo | null;
  /** GET /crash/state as the page opened. */
  initial: CrashStateReply | null;
  /** Server clock minus ours when GET /crash/state answered, until the live channel has one. */
  clockOffset: number;
  balance: number | null;
  error: ShownError | null;
  call: CrashCall;
  fail: (error: unknown) => void;
  clearError: () => void;
  setBalance: (balance: number) => void;
}

/**
 * Exchanges the launch token once (or resumes this tab's session), then reads the crash state.
 * The shared session hook is per engine of the per-player games; the crash page keeps its own.
 */
export function useCrashSession(): CrashSession {
  const lang = useMemo(() => langFromQuery(window.location.search), []);
  const t = common[lang];
  const [status, setStatus] = useState<CrashSession['status']>('loading');
  const [token, setToken] = useState<string | null>(null);
  const [game, setGame] = useState<CrashGameInfo | null>(null);
  const [initial, setInitial] = useState<CrashStateReply | null>(null);
  const [clockOffset, setClockOffset] = useState(0);
  const [balance, setBalanceState] = useState<number | null>(null);
  const [error, setError] = useState<ShownError | null>(null);

  const fail = useCallback(
    (cause: unknown) => {
      const shown = describeError(cause, t);
      setError(shown);
      if (shown.fatal) {
        sessionStorage.removeItem(STORAGE_KEY);
        setStatus('failed');
      }
    },
    [t],
  );

  const call = useCallback<CrashCall>(
    (path, options) => callGameApi(path, { ...options, lang, sessionToken: token }),
    [lang, token],
  );

  const setBalance = useCallback((next: number) => {
    setBalanceState(next);
    postBalance(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = lang;
    const launchToken = new URLSearchParams(window.location.search).get('token');
    const stored = reusableCrashSession(readStored(), launchToken);
    let cancelled = false;

    async function start(): Promise<void> {
      let session = stored;
      if (!session) {
        if (!launchToken) throw new GameApiError(401, 'missing-token', t.errors.missingToken);
        const reply = await callGameApi<{ sessionToken: string; game: CrashGameInfo }>('/session', {
          lang,
          body: { token: launchToken },
        });
        session = { launchToken, sessionToken: reply.sessionToken, game: reply.game };
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
      }
      const state = await callGameApi<CrashStateReply>('/crash/state', {
        lang,
        sessionToken: session.sessionToken,
      });
      if (cancelled) return;
      setToken(session.sessionToken);
      setGame(session.game);
      setInitial(state);
      setClockOffset(state.serverTime - Date.now());
      setBalanceState(Number(state.balance));
      setStatus('ready');
    }

    start().catch((cause: unknown) => {
      if (cancelled) return;
      const missing = cause instanceof GameApiError && cause.code === 'missing-token';
      sessionStorage.removeItem(STORAGE_KEY);
      setError(missing ? { text: t.errors.missingToken, fatal: true } : describeError(cause, t));
      setStatus('failed');
    });
    return () => {
      cancelled = true;
    };
  }, [lang, t]);

  return {
    lang,
    status,
    game,
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
