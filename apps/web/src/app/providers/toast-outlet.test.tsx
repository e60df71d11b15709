import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The container's code: the first load fails (the connection dropped), later ones arrive.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../shared/ui/toast-container.tsx', () => {
  loads.count++;
  if (loads.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return { ToastContainer: () => <div data-testid="toast-container" /> };
});

const { ToastOutlet } = await import('./toast-outlet.tsx');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(2_500);
  });

describe('the toast outlet', () => {
  it('survives its code failing to arrive and mounts once the browser is back online', async () => {
    // React reports the error its boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>page</p>
        <ToastOutlet />
      </main>,
    );
    await settle();
    // The page stays; no container yet.
    expect(screen.getByText('page')).toBeTruthy();
    expect(screen.queryByTestId('toast-container')).toBeNull();

    await act(async () => void window.dispatchEvent(new Event('online')));
    await settle();
    expect(screen.getByTestId('toast-container')).toBeTruthy();
    expect(loads.count).toBe(2);
    expect(reported).toHaveBeenCalled();
    reported.mockRestore();
  });
});
