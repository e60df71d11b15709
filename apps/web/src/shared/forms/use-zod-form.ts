import type { FieldErrors } from '@lale/contract/envelope';
import { isMessageKey, translate } from '@lale/contract/messages';
import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { useAppStore } from '../store/app-store.ts';
import { useRefusal } from './use-refusal.ts';

/** First issue per top-level field; issue messages are catalogue keys (contract fields.ts). */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '_form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The server's field messages that name a field of this form; the rest have no place to show. */
export function fieldErrorsFor(
  fields: FieldErrors | undefined,
  names: readonly string[],
): FieldErrors {
  if (!fields) return {};
  return Object.fromEntries(Object.entries(fields).filter(([name]) => names.includes(name)));
}

/**
 * A small controlled form driven by the same zod schema the server validates with
 * (bulletproof-react: the request schema drives the form). Errors show after a submit and
 * are re-checked as the player corrects them; a server message stays until its field changes,
 * and a refusal with no field (`refusal`, shown by FormRefusal) until any field changes.
 */
export function useZodForm<V extends Record<string, unknown>, Out>(
  schema: z.ZodType<Out, V>,
  initial: V,
) {
  const lang = useAppStore((state) => state.userLanguage);
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrorState] = useState<FieldErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const refusal = useRefusal();
  const { clear: clearRefusal } = refusal;

  const setValue = useCallback(
    <K extends keyof V & string>(name: K, value: V[K]) => {
      const next = { ...values, [name]: value };
      setValues(next);
      setServerErrorState(({ [name]: _changed, ...rest }) => rest);
      clearRefusal();
      if (!submitted) return;
      const result = schema.safeParse(next);
      setErrors(result.success ? {} : issuesToErrors(result.error.issues));
    },
    [schema, submitted, values, clearRefusal],
  );

  /** Validates everything; the parsed payload, or null with errors shown. */
  const validate = useCallback((): Out | null => {
    setSubmitted(true);
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToErrors(result.error.issues));
    return null;
  }, [schema, values]);

  const errorOf = (name: keyof V & string): string | undefined => {
    const key = errors[name] ?? serverErrors[name];
    if (!key) return undefined;
    return isMessageKey(key) ? translate(key, lang) : key;
  };

  /**
   * Field messages the server sent back (already in the request language); true when one of
   * them names a field of this form.
   */
  const setServerErrors = useCallback(
    (fields: FieldErrors | undefined): boolean => {
      const shown = fieldErrorsFor(fields, Object.keys(initial));
      setServerErrorState(shown);
      return Object.keys(shown).length > 0;
    },
    [initial],
  );

  /** Back to the initial values, with no messages (after a successful submit). */
  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
    setServerErrorState({});
    clearRefusal();
    setSubmitted(false);
  }, [initial, clearRefusal]);

  return { values, setValue, validate, errorOf, setServerErrors, setValues, reset, refusal };
}
