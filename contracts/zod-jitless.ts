import { config } from "zod/v4/core";

/**
 * Zod compiles object schemas with `new Function` when it may, and finds out by trying once: under the
 * site's Content-Security-Policy (no 'unsafe-eval', docs/decisions/0019) the browser refuses and reports a
 * violation, though zod catches the error. Every module of contracts/ that defines a schema imports this
 * first, so the probe never runs, in the browser or on the server (whose parsing is as fast either way for
 * payloads this small).
 */
config({ jitless: true });
