/** A lobby's first row of artwork (two cards on a phone): fetched as soon as the list is known. */
export const PRELOADED_THUMBNAILS = 2;

/**
 * Starts downloading images the page is about to show (the first cards of a lobby: one of
 * them is its largest paint) before React has rendered their <img> elements.
 */
export function preloadImages(urls: string[]): void {
  // On the server the page itself names its first images.
  if (typeof document === 'undefined') return;
  for (const href of urls) {
    if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = href;
    link.fetchPriority = 'high';
    document.head.append(link);
  }
}
