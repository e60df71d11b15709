/**
 * Adds modulepreload links for the current landing page's code, from the path → files map the
 * build writes into index.html (vite.early-start.ts), so the page's chunks arrive with the
 * entry instead of one round trip after it.
 */
export function preloadRouteCode(pathname: string): void {
  const data = document.getElementById('route-preload');
  if (!data) return;
  const routes = JSON.parse(data.textContent || '[]') as [pattern: string, files: string[]][];
  const route = routes.find(([pattern]) => new RegExp(pattern).test(pathname));
  for (const href of route?.[1] ?? []) appendPreload(href);
}

/** A preload link for a built file: a module, or a stylesheet. */
export function appendPreload(href: string): void {
  const link = document.createElement('link');
  const css = href.endsWith('.css');
  link.rel = css ? 'preload' : 'modulepreload';
  if (css) link.as = 'style';
  link.href = href;
  link.crossOrigin = '';
  document.head.append(link);
}
