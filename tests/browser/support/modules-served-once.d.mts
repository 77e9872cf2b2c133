import type { Context } from 'koa';

/** Keeps each module's answer for the run and serves its source map apart (modules-served-once.mjs). */
export function modulesServedOnce(options: {
  passes: (path: string) => boolean;
  addressOf: (url: string) => string;
}): (context: Context, next: () => Promise<unknown>) => unknown;
