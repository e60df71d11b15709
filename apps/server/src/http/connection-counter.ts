/**
 * Open connections per address, capped. `take` gives a release to call exactly once, on
 * whatever path the connection ends; calling it again does nothing.
 */
export function connectionCounter(max: number) {
  const open = new Map<string, number>();
  return {
    take(address: string): (() => void) | null {
      const count = open.get(address) ?? 0;
      if (count >= max) return null;
      open.set(address, count + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      };
    },
  };
}
