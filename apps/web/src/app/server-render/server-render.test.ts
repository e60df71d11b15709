import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { serializeRenderedState } from './rendered-state.ts';
import type { RenderedState } from './rendered-state.ts';
import { withoutLoaders } from './server-routes.ts';

describe('the routes the server renders with', () => {
  const loader = () => null;
  const page = () => Promise.resolve(() => null);
  const routes: RouteObject[] = [
    {
      id: 'root',
      children: [
        { index: true, lazy: { loader: () => Promise.resolve(loader), Component: page } },
        { path: 'slot', loader, children: [{ path: 'category/:categoryID' }] },
        { path: 'login', lazy: () => Promise.resolve({ Component: () => null }) },
      ],
    },
  ];

  it('keep every route, its pages and their lazy parts, without the browser loaders', () => {
    const [root] = withoutLoaders(routes);
    const [home, slot, login] = root!.children!;
    expect(home!.lazy).toEqual({ Component: page });
    expect(slot!.loader).toBeUndefined();
    expect(slot!.children).toEqual([{ path: 'category/:categoryID' }]);
    expect(typeof login!.lazy).toBe('function');
    // The app's own routes are left as they were.
    expect(routes[0]!.children![1]!.loader).toBe(loader);
  });
});

describe('the state a rendered page carries', () => {
  it('cannot close its block or break the page, whatever a game is called', () => {
    const state: RenderedState = {
      lang: 'tr',
      scheme: 'dark',
      queries: {
        mutations: [],
        queries: [
          {
            queryKey: ['games'],
            queryHash: '["games"]',
            dehydratedAt: 0,
            state: { data: '</script><script>alert(1)</script>\u2028' } as never,
          },
        ],
      },
      router: { loaderData: {} },
    };
    const text = serializeRenderedState(state);
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(state);
  });
});
