import type { z } from 'zod';

/**
 * Fields whose text may span lines: they alone may carry \n, \r and \t. Every other string
 * of every RPC payload is one line.
 */
export const MULTILINE_FIELDS: ReadonlySet<string> = new Set(['address', 'note']);

/** C0 and C1 control characters and DEL, line breaks and tab included. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** The same without \t, \n and \r. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** A surrogate half without its partner: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Whether a string is clean text for its field: no control characters, no lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return (
    !(multiline ? CONTROL_BUT_LINE_BREAKS : CONTROL).test(value) && !LONE_SURROGATE.test(value)
  );
}

/**
 * The path of the first string (value or key) in `value` that is not clean text, or null.
 * Walks plain objects and arrays only; a string's field is the nearest object key above it.
 */
export function findUncleanText(value: unknown): PropertyKey[] | null {
  return walk(value, [], undefined, 0);
}

const MAX_DEPTH = 64;

function walk(
  value: unknown,
  path: PropertyKey[],
  field: string | undefined,
  depth: number,
): PropertyKey[] | null {
  if (typeof value === 'string')
    return isCleanText(value, field !== undefined && MULTILINE_FIELDS.has(field)) ? null : path;
  if (value === null || typeof value !== 'object') return null;
  // Payload schemas are never this deep: refuse rather than recurse without end.
  if (depth > MAX_DEPTH) return path;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = walk(value[index], [...path, index], field, depth + 1);
      if (found) return found;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isCleanText(key)) return [...path, key];
    const found = walk(inner, [...path, key], key, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * The same schema, which also refuses any string of its result that is not clean text, with
 * 'invalid_value' at that string's path. `defineMethod` applies it to every payload, so no field
 * can forget it. The check reads what the handler would receive, so nothing unclean reaches it.
 */
export function withCleanText<S extends z.ZodType>(schema: S): S {
  return schema.check((ctx) => {
    const path = findUncleanText(ctx.value);
    if (path)
      ctx.issues.push({
        code: 'custom',
        message: 'invalid_value',
        input: ctx.value,
        path,
      });
  }) as S;
}
