import { SESSION_ENDED_CODES, type StudioErrorCode } from '@lale/contract/studio/errors';
import { STUDIO_API_ROOT } from '@lale/contract/studio/api-root';

/** Failures the page itself names: no connection, no launch token, an unreadable answer. */
export type LocalErrorCode = 'network' | 'missing-token' | 'error';

/** A refusal from the game API; `message` is already in the player's language. */
export class GameApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: StudioErrorCode | LocalErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GameApiError';
  }

  /** Only reopening the game from the site helps. */
  get sessionExpired(): boolean {
    return (
      this.code === 'missing-token' ||
      (SESSION_ENDED_CODES as readonly string[]).includes(this.code)
    );
  }

  get insufficientBalance(): boolean {
    return this.code === 'insufficient_funds';
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number>;
  sessionToken?: string | null;
  lang: string;
  /** The request outlives the page (a choice saved just before a reload or close). */
  keepalive?: boolean;
}

/** One call to the studio game API; network failures become a GameApiError with status 0. */
export async function callGameApi<T>(path: string, options: CallOptions): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': options.lang };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionToken) headers.authorization = `Bearer ${options.sessionToken}`;
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  let response: Response;
  try {
    response = await fetch(`${STUDIO_API_ROOT}${path}${query}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      keepalive: options.keepalive ?? false,
    });
  } catch {
    throw new GameApiError(0, 'network', '');
  }
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { code?: StudioErrorCode; message?: string } }) | null;
  if (!response.ok || payload?.error) {
    throw new GameApiError(
      response.status,
      payload?.error?.code ?? 'error',
      payload?.error?.message ?? '',
    );
  }
  return payload as T;
}

/** A fresh id per player action so that a retried request is not played twice. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
