import { isSitePage, SITE_PAGES } from '@lale/contract/site-pages';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router.tsx';

/** Every page pattern the router answers (its catch-all aside), parents' paths joined. */
function patternsOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path?.startsWith('/') ? route.path : [parent, route.path].join('/');
    const own = route.index ? [parent || '/'] : route.path ? [path] : [];
    return [...own, ...patternsOf(route.children ?? [], route.path ? path : parent)];
  });
}

describe("the app's pages", () => {
  // The server answers 404 for any path outside SITE_PAGES: a page the router has and the list
  // lacks would be a real page answered "not found".
  it('are exactly the shared list the server knows', () => {
    expect(new Set(patternsOf(routes))).toEqual(new Set(Object.values(SITE_PAGES)));
  });

  it('are told from unknown paths as the router tells them', () => {
    for (const path of ['/', '/play/casino/123', '/sport/event/x', '/SLOT/category/9/', '/me'])
      expect(isSitePage(path), path).toBe(true);
    for (const path of ['/nope', '/play/casino', '/slot/category/9/x', '/profile/extra'])
      expect(isSitePage(path), path).toBe(false);
  });
});
