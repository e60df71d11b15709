import { useIsomorphicEffect } from '@mantine/hooks';
import { useRef, useState } from 'react';
import { linksThatFit } from './nav-fit.ts';

/**
 * How many of `count` header links the row shows. The row is measured against a hidden copy of
 * every link and the "More" button (the measure's last child), again whenever either changes
 * size: a window resized, the account area appearing, another language, a late font.
 */
export function useLinksThatFit(count: number) {
  const rowRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(count);
  useIsomorphicEffect(() => {
    const row = rowRef.current;
    const measure = measureRef.current;
    if (!row || !measure) return undefined;
    const fit = () => {
      const links = Array.from(measure.children, (child) => child.getBoundingClientRect().width);
      const more = links.pop() ?? 0;
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      setShown(linksThatFit({ links, more, gap }, row.getBoundingClientRect().width));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(fit);
    observer.observe(row);
    observer.observe(measure);
    return () => observer.disconnect();
  }, [count]);
  return { rowRef, measureRef, shown };
}
