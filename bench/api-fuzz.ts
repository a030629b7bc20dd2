import { parseArgs } from "node:util";
import { apiRoutes, fuzzApi } from "#tests/fuzz/api-fuzz.ts";
import { signInAsAdmin, TEST_ADMIN_PASSWORD } from "#tests/support/admin-session.ts";
import { createTestApp } from "#tests/support/test-app.ts";

/**
 * Sends malformed requests to every route of the API (tests/fuzz/api-fuzz.ts), in process on a fresh
 * PGlite database (or PostgreSQL with TEST_DATABASE_URL and TEST_DB_DRIVER=postgres), and prints the answers
 * by status. Exits 1 on any answer of 500 or more, any answer that is not JSON, or a server that is no longer
 * healthy afterwards (goal: 0 of at least 10,000).
 *
 *   node bench/api-fuzz.ts [--requests 10000] [--seed 20261123]
 */
const { values } = parseArgs({
  options: { requests: { type: "string", default: "10000" }, seed: { type: "string", default: "20261123" } },
});
const testApp = await createTestApp({ TRUST_PROXY: "true", ADMIN_PASSWORD: TEST_ADMIN_PASSWORD });
const { cookie } = await signInAsAdmin(testApp.app, TEST_ADMIN_PASSWORD);
const started = performance.now();
// Half anonymous, half signed in as the admin: the admin API's bodies are reached too.
const half = Math.ceil(Number(values.requests) / 2);
const anonymous = await fuzzApi(testApp.app, { count: half, seed: Number(values.seed) });
const admin = await fuzzApi(testApp.app, { count: half, seed: Number(values.seed) + 1, headers: { cookie } });
const byStatus: Record<number, number> = { ...anonymous.byStatus };
for (const [status, count] of Object.entries(admin.byStatus)) byStatus[Number(status)] = (byStatus[Number(status)] ?? 0) + count;
const report = { sent: anonymous.sent + admin.sent, byStatus, failures: [...anonymous.failures, ...admin.failures] };
const seconds = (performance.now() - started) / 1000;
const healthy = (await testApp.app.request("/healthz")).status === 200 && (await testApp.app.request("/readyz")).status === 200;
await testApp.close();

console.log(`routes: ${apiRoutes(testApp.app).length}`);
console.log(`requests sent: ${report.sent} in ${seconds.toFixed(1)} s (${Math.round(report.sent / seconds)}/s)`);
console.log("answers by status:");
for (const [status, count] of Object.entries(report.byStatus).sort()) console.log(`  ${status}: ${count}`);
console.log(`failures (5xx, not JSON, a 4xx without error): ${report.failures.length}`);
for (const failure of report.failures.slice(0, 20)) console.log(`  ${failure.method} ${failure.path} → ${failure.status} ${failure.body}`);
console.log(`server healthy afterwards: ${healthy ? "yes" : "NO"}`);
process.exitCode = report.failures.length === 0 && healthy ? 0 : 1;
