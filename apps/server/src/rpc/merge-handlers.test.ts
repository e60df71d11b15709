import { describe, expect, it } from 'vitest';
import type { HandlerRegistry } from './handler.ts';
import { mergeHandlers } from './merge-handlers.ts';

const handler = { handle: async () => null };
/** A registry of handlers that do nothing: the merge looks only at names. */
const registry = (methods: Record<string, typeof handler>): HandlerRegistry =>
  ({ user: methods }) as HandlerRegistry;

describe('mergeHandlers', () => {
  it('lets two modules serve methods of one class', () => {
    const merged = mergeHandlers(registry({ login: handler }), registry({ favorites: handler }));
    expect(Object.keys(merged.user ?? {})).toEqual(['login', 'favorites']);
  });

  it('refuses a method served twice', () => {
    expect(() => mergeHandlers(registry({ login: handler }), registry({ login: handler }))).toThrow(
      'user.login is handled twice',
    );
  });
});
