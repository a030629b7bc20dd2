/**
 * Housekeeping on this process's own timer: `round` runs at once and then every `intervalMs`; the timer does
 * not keep the process alive, and `stop` waits for a round under way. A round catches its own errors.
 */
export function every(intervalMs: number, round: () => Promise<void>): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = round();
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
