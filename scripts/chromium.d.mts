/** A browser to launch with playwright-core: `chromium.launch({ executablePath, args, headless: true })`. */
export interface ResolvedChromium {
  executablePath: string;
  args: string[];
  /** Which rule picked it, printed by the suites so a run says which browser it used. */
  source: "CHROMIUM_PATH" | "debian" | "@sparticuz/chromium";
}

/**
 * Picks the browser: the `CHROMIUM_PATH` environment variable, else Debian's /usr/bin/chromium when
 * installed, else the Chromium inside the `@sparticuz/chromium` npm package (extracted on first use).
 */
export declare function resolveChromium(): Promise<ResolvedChromium>;
