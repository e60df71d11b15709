const API_ROOT = '/games/api/v1';

/** A refusal from the game API; `message` is already in the player's language. */
export class GameApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'GameApiError';
  }

  get sessionExpired(): boolean {
    return this.status === 401 || /session|token|expired/i.test(this.code);
  }

  get insufficientBalance(): boolean {
    return /insufficient|balance/i.test(this.code);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  sessionToken?: string | null;
  lang: string;
}

/** One call to the studio game API; network failures become a GameApiError with status 0. */
export async function callGameApi<T>(path: string, options: CallOptions): Promise<T> {
  const headers: Record<string, string> = { 'accept-language': options.lang };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.sessionToken) headers.authorization = `Bearer ${options.sessionToken}`;
  let response: Response;
  try {
    response = await fetch(`${API_ROOT}${path}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new GameApiError(0, 'network', '');
  }
  const payload = (await response.json().catch(() => null)) as
    (T & { error?: { code?: string; message?: string } }) | null;
  if (!response.ok || payload?.error) {
    throw new GameApiError(
      response.status,
      String(payload?.error?.code ?? 'error'),
      payload?.error?.message ?? '',
    );
  }
  return payload as T;
}

/** A fresh id per player action so that a retried request is not played twice. */
export function newRequestId(): string {
  return crypto.randomUUID();
}
