import { randomUUID } from 'node:crypto';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

/** A player's browser over HTTP through the proxy: the RPC, the game API, and its cookies. */
export class SiteClient {
  private readonly cookies = new Map<string, string>();
  sessionToken = '';

  constructor(
    readonly baseUrl: string,
    private readonly panel = 'frontend',
  ) {}

  /** Signs the client in with a session made elsewhere (a test's own player row). */
  withCookies(cookies: Record<string, string>): this {
    for (const [name, value] of Object.entries(cookies)) this.cookies.set(name, value);
    return this;
  }

  async rpc(className: string, method: string, data: Record<string, unknown> = {}): Promise<Json> {
    const { body } = await this.request('POST', '/endpoint/v1', {
      api: { class: className, method },
      data: { Lang: 'en', ...data },
    });
    return body;
  }

  /** The game API of one game session (`open` first). */
  game(method: 'GET' | 'POST', path: string, payload?: Json) {
    return this.request(method, `/games/api/v1${path}`, payload, this.sessionToken);
  }

  /** Launches the game and opens its session, as the game page does. */
  async open(gameID: number): Promise<Json> {
    const launch = await this.rpc('casino', 'init_game', { gameID });
    if (!launch.result) throw new Error(`init_game: ${JSON.stringify(launch)}`);
    const token = new URL(launch.data.url, 'http://x').searchParams.get('token');
    const opened = await this.request('POST', '/games/api/v1/session', { token });
    if (opened.status !== 200) throw new Error(`session: ${JSON.stringify(opened.body)}`);
    this.sessionToken = opened.body.sessionToken;
    return opened.body;
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    payload?: Json,
    bearer?: string,
  ): Promise<{ status: number; body: Json }> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        panel: this.panel,
        ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
        cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      },
      ...(method === 'POST' ? { body: JSON.stringify(payload ?? {}) } : {}),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    let body: Json = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON: kept as text
    }
    return { status: response.status, body };
  }
}

export const requestKey = () => randomUUID().replaceAll('-', '');
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
