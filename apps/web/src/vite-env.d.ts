/// <reference types="vite/client" />

/** The app version of the root package.json, injected by Vite `define` (see vite.config.ts). */
declare const __APP_VERSION__: string;
