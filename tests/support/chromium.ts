/** Debian's chromium, never a downloaded browser; CHROMIUM_PATH overrides. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * How every tool here starts chromium: the end-to-end tests, the benches and the media scripts. This
 * machine's network is closed, so the browser's own background connections are switched off.
 */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
