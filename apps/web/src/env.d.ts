/// <reference types="vite/client" />

/** The web package version, written in by Vite's `define` at build time. */
declare const __APP_VERSION__: string;

/** Contract facts computed at build time (vite.contract-facts.ts), free of zod. */
declare module 'virtual:lale/contract-facts' {
  import type { AuthRequirement } from '@lale/contract/method';
  import type { GameType, LiveTableType } from '@lale/contract/methods/casino';

  /** `class.method` → who may call it. */
  export const METHOD_AUTH: Readonly<Record<string, AuthRequirement>>;
  export const GAME_TYPES: readonly GameType[];
  export const LIVE_TABLE_TYPES: readonly LiveTableType[];
}
