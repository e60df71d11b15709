import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../shared/store/app-store.ts';
import { backoffice } from './backoffice-client.ts';

const ok = { result: true, data: null, message: 'ok' };
let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useAppStore.setState({ userLanguage: 'en' });
  fetchMock = vi.fn(async () => new Response(JSON.stringify(ok)));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => fetchMock.mock.calls[0] as unknown as [string, RequestInit];

describe('the back-office client (routes of the contract)', () => {
  it("reads with GET at the route's path, its parameters filled and its query encoded", async () => {
    await backoffice.call('players.transactions', {
      params: { uid: 42 },
      query: { offset: 20, limit: 20, startDate: undefined, endDate: '2026-01-31' },
    });
    const [url, init] = sent();
    expect(url).toBe(
      '/backoffice/api/v1/players/42/transactions?offset=20&limit=20&endDate=2026-01-31&Lang=en',
    );
    expect(init.method).toBeUndefined();
    expect(init.body).toBeUndefined();
    expect(init.credentials).toBe('same-origin');
    expect(init.headers).toEqual({ panel: 'backoffice' });
  });

  it('encodes what the operator typed, in the query and in a path parameter', () => {
    const search = `a&b=%${'x'.repeat(3)}`;
    const url = backoffice.url('sportsbook.events', { query: { state: 'live', search } });
    expect(new URL(url, 'http://x').searchParams.get('search')).toBe(search);
    expect(backoffice.url('support.attachment', { params: { id: 'a/b c' } })).toBe(
      '/backoffice/api/v1/support/attachments/a%2Fb%20c?Lang=en',
    );
  });

  it('posts a control its JSON body, and an empty object to a route that reads none', async () => {
    await backoffice.send('players.addNote', { uid: 7, body: 'Aradı' });
    await backoffice.call('session.logout');
    const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
    const [url, init] = calls[0]!;
    expect(url).toBe('/backoffice/api/v1/players/notes?Lang=en');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({ panel: 'backoffice', 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ uid: 7, body: 'Aradı' });
    expect(calls[1]![1].body).toBe('{}');
  });

  it("uploads a file's bytes under the file's own type", async () => {
    const file = new File(['<svg/>'], 'a.svg', { type: 'image/svg+xml' });
    await backoffice.upload('cms.media.upload', file);
    const [url, init] = sent();
    expect(url).toBe('/backoffice/api/v1/cms/media?Lang=en');
    expect(init.headers).toEqual({ panel: 'backoffice', 'content-type': 'image/svg+xml' });
    expect(init.body).toBe(file);
  });

  it('refuses at type-check time a wrong field, a missing parameter or a wrong use of a reply', () => {
    // Never run: each line below must fail `tsc` (the file is type-checked with the app).
    const unchecked = [
      // @ts-expect-error a field the route does not take
      () => backoffice.send('players.addNote', { uid: 7, text: 'x' }),
      // @ts-expect-error a field of the wrong type
      () => backoffice.send('finance.decide', { requestId: '1', decision: 'confirm' }),
      // @ts-expect-error the path parameter is missing
      () => backoffice.call('players.page', {}),
      // @ts-expect-error a query on a route that declares none
      () => backoffice.call('session.me', { query: { all: true } }),
      // @ts-expect-error a file route is downloaded, not called
      () => backoffice.call('reports.csv', { params: { report: 'revenue' }, query: {} }),
      async () => {
        const reply = await backoffice.call('operators.list');
        // @ts-expect-error the reply's items are operators, which have no email
        if (reply.result) return reply.data.items[0]?.email;
      },
    ];
    expect(unchecked).toHaveLength(6);
  });
});
