import { startTransition, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';

interface LazySectionProps {
  /** Space held until the section renders, close to its real height. */
  minHeight: number;
  children: ReactNode;
}

/**
 * Renders its children only when they come near the viewport. A long page (home) then renders
 * the first screen alone at start; sections further down follow as the player scrolls, each in
 * a background render. Their queries start then too.
 */
export function LazySection({ minHeight, children }: LazySectionProps) {
  const ref = useRef<HTMLDivElement>(null);
  // Hidden on the server as in the browser, so that a page the server rendered and the app's
  // first render agree; shown at once only where nothing could tell when it comes near.
  const [shown, setShown] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        startTransition(() => setShown(true));
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  if (shown) return children;
  return <div ref={ref} style={{ minHeight }} aria-hidden="true" />;
}
