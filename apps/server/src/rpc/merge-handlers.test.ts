import { describe, expect, it } from 'vitest';
import type { HandlerRegistry } from './handler.ts';
import { mergeHandlers } from './merge-handlers.ts';

const handler = { handle: async () => null };

describe('mergeHandlers', () => {
  it('lets two modules serve methods of one class', () => {
    const merged = mergeHandlers(
      { user: { login: handler } } as unknown as HandlerRegistry,
      { user: { favorites: handler } } as unknown as HandlerRegistry,
    );
    expect(Object.keys(merged.user ?? {})).toEqual(['login', 'favorites']);
  });

  it('refuses a method served twice', () => {
    expect(() =>
      mergeHandlers(
        { user: { login: handler } } as unknown as HandlerRegistry,
        { user: { login: handler } } as unknown as HandlerRegistry,
      ),
    ).toThrow('user.login is handled twice');
  });
});
