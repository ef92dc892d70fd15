import type { Browser } from "playwright-core";

export declare const BUDGET_KB: number;
export declare const PLAYER_CEILING_KB: number;
export declare const RESTORED_TRACK_ID: string;
export interface SavedQueue {
  key: string;
  value: string;
}
export declare function savedQueue(base: string, cookie: string): Promise<SavedQueue>;
export declare const LISTENER_PAGES: string[];
export declare const LISTENER_FORBIDDEN: RegExp[];
export interface LoadedScript {
  file: string;
  /** The body gzipped at level 9. */
  gzip: number;
  /** The encoded body as the server sent it (its own compression). */
  served: number;
  raw: number;
}
export interface FirstLoad {
  path: string;
  url: string;
  /** Biggest first. */
  files: LoadedScript[];
  gzip: number;
  served: number;
}
export type ChunkReport = Record<string, Record<string, number>>;
export declare function firstLoad(
  browser: Browser,
  base: string,
  path: string,
  options?: { cookie?: string; viewport?: { width: number; height: number }; saved?: SavedQueue },
): Promise<FirstLoad>;
export declare function readChunkReport(file: string | URL): ChunkReport | null;
export declare function attribute(load: FirstLoad, report: ChunkReport | null): [string, number][];
export declare function forbiddenModules(
  load: FirstLoad,
  report: ChunkReport | null,
  forbidden?: RegExp[],
): string[];
export declare function demoSessionCookie(base: string, email: string, ip?: string): Promise<string>;
export declare function demoListenerCookie(base: string, ip?: string): Promise<string>;
