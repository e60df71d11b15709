import { useCallback, useMemo, useState } from 'react';

/**
 * A server refusal that has no field to show under (a limit, a break, a wrong login): held
 * beside the form that caused it until the player dismisses it or changes the input. Toasts
 * vanish before such a message is read; they are for confirmations (issue 38).
 */
export function useRefusal() {
  const [refusal, setRefusal] = useState<{ message: string; code: string | null } | null>(null);
  /** `code` is the reply's message key, for a form that adds a way out (a break's support). */
  const show = useCallback(
    (message: string, code: string | null = null) => setRefusal({ message, code }),
    [],
  );
  const clear = useCallback(() => setRefusal(null), []);
  /** A setter that also clears the refusal: whatever the player changes may be the correction. */
  const clearing = useCallback(
    <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setRefusal(null);
      },
    [],
  );
  const message = refusal?.message ?? null;
  const code = refusal?.code ?? null;
  return useMemo(
    () => ({ message, code, show, clear, clearing }),
    [message, code, show, clear, clearing],
  );
}

export type FormRefusalState = ReturnType<typeof useRefusal>;
