import { isMessageKey, type MessageKey } from '@lale/contract/messages';
import type { z } from 'zod';
import { refusals, type Refusal } from '../platform/refusal.ts';

/** Turns zod issues into field → message key; a field keeps its first problem. */
export function validationError(error: z.ZodError): Refusal {
  const fields: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    if (fields[field]) continue;
    fields[field] = isMessageKey(issue.message) ? issue.message : fallbackKey(issue);
  }
  return refusals.invalid(fields);
}

function fallbackKey(issue: z.core.$ZodIssue): MessageKey {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required_field';
  if (issue.code === 'too_big') return 'value_too_long';
  return 'invalid_value';
}
