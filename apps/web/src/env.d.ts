/// <reference types="vite/client" />

/** The web package version, written in by Vite's `define` at build time. */
declare const __APP_VERSION__: string;
