import { afterEach, beforeEach, vi } from "vitest";

// A test that makes the code log console.error has hit an unexpected failure path: fail it, unless the
// test itself expects the error (vi.mocked(console.error).mockImplementation...).
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error was called: ${args.map(String).join(" ")}`);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
});
