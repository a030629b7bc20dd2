/**
 * Loaded into a server process by a bench (`NODE_OPTIONS="--expose-gc --import=./bench/support/memory-probe.ts"`):
 * on SIGUSR2 it collects garbage and logs the process's memory as a JSON line `{"msg":"memory", ...}`, so that
 * what is measured is what the server holds, not what it has yet to collect.
 */
process.on("SIGUSR2", () => {
  (globalThis as { gc?: () => void }).gc?.();
  console.log(JSON.stringify({ msg: "memory", ...process.memoryUsage() }));
});
