import type { SmsSender } from './message.ts';

const TIMEOUT_MS = 10_000;

/**
 * An SMS gateway reached over HTTP: POST {to, text} as JSON with a bearer token. Providers
 * with another shape get their own adapter behind the same interface.
 */
export function httpSmsSender(url: string, token: string | undefined): SmsSender {
  return {
    async send(sms) {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ to: sms.to, text: sms.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
