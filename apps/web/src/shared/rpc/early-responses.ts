/**
 * Responses to requests that the early-start script sent while the app's code was still
 * downloading (app/startup/early-start). The app takes each one once, in place of sending the
 * same request again; one nobody took within EARLY_RESPONSE_TTL_MS is dropped.
 */
export const EARLY_RESPONSE_TTL_MS = 30_000;

interface EarlyResponse {
  startedAt: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __laleEarlyResponses?: Map<string, EarlyResponse>;
  }
}

const keyOf = (url: string, body: string) => `${url}\n${body}`;

/** Sends a POST now and keeps its response for the app (early-start script only). */
export function sendEarly(url: string, init: { headers: HeadersInit; body: string }) {
  const response = fetch(url, { method: 'POST', credentials: 'same-origin', ...init });
  // A failure is the app's to report when it takes the response; nobody may be waiting yet.
  response.catch(() => undefined);
  window.__laleEarlyResponses ??= new Map();
  window.__laleEarlyResponses.set(keyOf(url, init.body), {
    startedAt: performance.now(),
    response,
  });
  return response;
}

/** The early response to exactly this request, once; undefined when there is none. */
export function takeEarlyResponse(url: string, body: unknown): Promise<Response> | undefined {
  const early = window.__laleEarlyResponses;
  if (!early || early.size === 0 || typeof body !== 'string') return undefined;
  const key = keyOf(url, body);
  const found = early.get(key);
  if (!found) return undefined;
  early.delete(key);
  return performance.now() - found.startedAt <= EARLY_RESPONSE_TTL_MS ? found.response : undefined;
}
