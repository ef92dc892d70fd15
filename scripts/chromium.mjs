// The one Chromium launch configuration every browser test uses: Debian's /usr/bin/chromium driven by
// playwright-core (the `playwright` package's browser download cannot work offline). Without the
// background-networking flags Chromium keeps dialling Google's hosts, which this closed network refuses.

/** Where Debian's `chromium` package installs the browser (.ci/run installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Headless flags for a sandboxed CI machine; audio tests rely on autoplay without a gesture. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--autoplay-policy=no-user-gesture-required",
];
