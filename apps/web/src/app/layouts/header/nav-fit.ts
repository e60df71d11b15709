/** What the header's row is measured in: each link's width, the "More" button's, the gap. */
export interface NavWidths {
  links: number[];
  more: number;
  gap: number;
}

/**
 * How many of the header's links fit in `available` pixels, in their order. When they do not
 * all fit, the rest go to the "More" menu, whose button takes its own room beside them.
 */
export function linksThatFit({ links, more, gap }: NavWidths, available: number): number {
  const rowOf = (count: number) =>
    links.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);
  if (rowOf(links.length) <= available) return links.length;
  let count = links.length - 1;
  while (count > 0 && rowOf(count) + gap + more > available) count -= 1;
  return count;
}
