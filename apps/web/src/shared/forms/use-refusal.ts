import { useCallback, useMemo, useState } from 'react';

/**
 * A server refusal that has no field to show under (a limit, a break, a wrong login): held
 * beside the form that caused it until the player dismisses it or changes the input. Toasts
 * vanish before such a message is read; they are for confirmations (issue 38).
 */
export function useRefusal() {
  const [message, setMessage] = useState<string | null>(null);
  const show = useCallback((text: string) => setMessage(text), []);
  const clear = useCallback(() => setMessage(null), []);
  /** A setter that also clears the refusal: whatever the player changes may be the correction. */
  const clearing = useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setMessage(null);
      },
    [],
  );
  return useMemo(() => ({ message, show, clear, clearing }), [message, show, clear, clearing]);
}

export type FormRefusalState = ReturnType<typeof useRefusal>;
