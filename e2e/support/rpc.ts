import type { APIRequestContext } from '@playwright/test';

export interface Reply<T = unknown> {
  result: boolean;
  data: T;
  message: string;
  debug?: string;
}

/** One call of the SPEC §7 API, as the site makes it (panel header, Lang in data). */
export async function rpc<T = unknown>(
  request: APIRequestContext,
  className: string,
  method: string,
  data: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Reply<T>> {
  const response = await request.post('/endpoint/v1', {
    headers: { panel: 'frontend', ...headers },
    data: { api: { class: className, method }, data: { Lang: 'tr', ...data } },
  });
  return (await response.json()) as Reply<T>;
}
