import type { HandlerRegistry } from './handler.ts';

/**
 * Combines the handlers of several modules. A module is a feature, so two modules may serve
 * methods of one API class (user.favorites beside user.login); serving the same method twice
 * is a wiring mistake and stops the start.
 */
export function mergeHandlers(...parts: HandlerRegistry[]): HandlerRegistry {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [className, methods] of Object.entries(part)) {
      const target = (merged[className] ??= {});
      for (const [methodName, handler] of Object.entries(methods ?? {})) {
        if (Object.hasOwn(target, methodName))
          throw new Error(`${className}.${methodName} is handled twice`);
        target[methodName] = handler;
      }
    }
  }
  return merged as HandlerRegistry;
}
