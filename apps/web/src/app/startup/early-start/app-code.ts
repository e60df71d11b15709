/** The block a page the server rendered carries instead of the app's script tags. */
export const APP_CODE_ID = 'app-code';

/**
 * A page the server rendered is readable before the app runs: its code is asked for only once
 * the page has painted, so that on a slow connection the page's styles and first images do not
 * share the line with the app's code. The block lists the entry first, then the chunks it
 * imports; the route's own chunks follow from `preloadRoute`.
 */
export function loadAppCodeAfterPaint(preloadRoute: () => void): void {
  const block = document.getElementById(APP_CODE_ID);
  const [entry, ...chunks] = JSON.parse(block?.textContent || '[]') as string[];
  if (!entry) return;
  // The frame callback runs once the page can render; the task after it, once it has painted.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of chunks) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        link.crossOrigin = '';
        document.head.append(link);
      }
      preloadRoute();
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    }, 0),
  );
}
