import type { Lang } from '@lale/contract/languages';
import { RENDERED_STATE_ID } from '@lale/contract/rendered-page';
import type { MantineColorScheme } from '@mantine/core';
import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a page the server rendered carries for the app that takes it over: the language and
 * colour scheme it was rendered in, the data it was rendered from, and the router's state. It travels as a JSON
 * block (not a script the content-security policy would have to allow).
 */
export interface RenderedState {
  lang: Lang;
  scheme: MantineColorScheme;
  queries: DehydratedState;
  router: HydrationState;
}

/** The state of the page the server rendered, or null for the plain page. */
export function readRenderedState(): RenderedState | null {
  const block = document.getElementById(RENDERED_STATE_ID);
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as RenderedState;
  } catch {
    return null;
  }
}

/** `<` and the line separators escaped: the JSON cannot close its block or break the page. */
export function serializeRenderedState(state: RenderedState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
