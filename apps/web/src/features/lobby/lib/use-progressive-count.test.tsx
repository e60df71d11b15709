import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useProgressiveCount } from './use-progressive-count.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const step = async () => act(async () => void vi.advanceTimersByTime(1));

describe('progressive rendering of a grid', () => {
  it('shows the first step at once, then one more per task', async () => {
    const { result } = renderHook(() => useProgressiveCount(30, 12));
    expect(result.current).toBe(12);
    await step();
    expect(result.current).toBe(24);
    await step();
    expect(result.current).toBe(30);
  });

  it('goes on from where it was when "load more" adds a page', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 12), {
      initialProps: { total: 12 },
    });
    expect(result.current).toBe(12);
    rerender({ total: 24 });
    expect(result.current).toBe(12);
    await step();
    expect(result.current).toBe(24);
  });

  it('never shows more than there is', async () => {
    const { result, rerender } = renderHook(({ total }) => useProgressiveCount(total, 12), {
      initialProps: { total: 5 },
    });
    await step();
    expect(result.current).toBe(5);
    rerender({ total: 3 });
    expect(result.current).toBe(3);
  });
});
