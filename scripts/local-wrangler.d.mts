import type { StdioOptions } from "node:child_process";

export declare const REPO: string;
export declare const WRANGLER: string;
export declare function wranglerEnv(
  xdgConfigHome: string,
  options?: { interactive?: boolean },
): NodeJS.ProcessEnv;
export declare function freePort(): Promise<number>;
export declare function migrateLocal(persistTo: string, env: NodeJS.ProcessEnv, stdio?: StdioOptions): void;
export declare function copyDevVars(fromDir: string, toDir: string): void;
export declare function snapshotWeb(dir: string, env: NodeJS.ProcessEnv): string;
export interface WranglerStack {
  url: string;
  logs: () => string;
  stop: () => Promise<void>;
  /** The devtools inspector port of this `wrangler dev` (bench/profile-worker.mjs attaches to it). */
  inspectorPort: number;
}
export declare function startWrangler(
  configs: string[],
  options?: { persistTo?: string; readyPath?: string; host?: string; logLevel?: string },
): Promise<WranglerStack>;
export interface LocalStack extends WranglerStack {
  /** The stack's D1/R2/DO state folder (deleted by `stop`). */
  persistDir: string;
}
export declare function startLocalStack(options?: { build?: boolean }): Promise<LocalStack>;
