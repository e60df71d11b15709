import { APP_CODE_ID } from '@lale/contract/rendered-page';
import { appendPreload } from './route-code.ts';

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
      for (const href of chunks) appendPreload(href);
      preloadRoute();
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entry;
      document.head.append(script);
    }, 0),
  );
}
