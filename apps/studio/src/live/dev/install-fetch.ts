// Dev only: the game API's calls answered by the fake table instead of the network.
import { STUDIO_API_ROOT } from '@lale/contract/studio/api-root';
import type { FakeTable } from './fake-table.ts';

export function answerGameApiWith(table: FakeTable): void {
  const realFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      window.location.href,
    );
    if (!url.pathname.startsWith(STUDIO_API_ROOT)) return realFetch(input, init);
    const path = url.pathname.slice(STUDIO_API_ROOT.length);
    const body =
      typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
    await new Promise((resolve) => setTimeout(resolve, 40));
    const [status, reply] = table.route(init?.method ?? 'GET', path, body);
    return new Response(JSON.stringify(reply), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
