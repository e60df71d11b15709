import { useEffect, useState } from 'react';

/** A value read every `ms` while `active`; re-renders only when it changes. */
export function useTicker<T>(read: () => T, ms: number, active: boolean): T {
  const [value, setValue] = useState(read);
  useEffect(() => {
    if (!active) return;
    const id = window.setInterval(() => setValue(read()), ms);
    return () => window.clearInterval(id);
  }, [read, ms, active]);
  return active ? value : read();
}

export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(
    () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
  );
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
