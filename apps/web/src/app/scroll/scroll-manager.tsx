import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { shouldResetScroll } from './scroll-rules.ts';

/** Applies the scroll rule on every path change. */
export function ScrollManager() {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (shouldResetScroll(previous.current, pathname))
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    previous.current = pathname;
  }, [pathname]);
  return null;
}
