import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments } from "#db/schema/appointments.ts";
import { networkMembers } from "#db/schema/referrals.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { generatedValues, trickyValues } from "#tests/support/tricky-text.ts";

/**
 * Both exports holding any name (a row stored before the contracts' rules, a provider's data), read back
 * by csv-parse: one record per row with its columns, each cell as stored except that a cell a spreadsheet
 * would run as a formula starts with a '.
 */

// PostgreSQL's text holds no NUL: no stored row can carry one.
const values = [...trickyValues, ...generatedValues(60, 43)].map((value) => value.replaceAll("\u0000", ""));
/** What a spreadsheet reads as a formula when a cell begins with it (csv-stringify's escape_formulas). */
const formulaStart = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const asExported = (value: string) => (formulaStart.test(value) ? `'${value}` : value);

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp(testAdminSettings);
  headers = await signInAsAdmin(t.app);
  const start = Date.parse("2026-05-04T00:00:00Z");
  await t.services.database.db.insert(appointments).values(
    values.map((value, index) => ({
      id: randomUUID(),
      practitionerId: `csv-${index}`,
      status: "confirmed" as const,
      name: value,
      email: value,
      phone: value,
      startAt: new Date(start + index * 3_600_000),
      endAt: new Date(start + index * 3_600_000 + 30 * 60_000),
      blockedUntil: new Date(start + index * 3_600_000 + 45 * 60_000),
      paymentProvider: "test",
      paymentOrderId: `CSV-${index}`,
      depositCents: 9000,
      balanceCents: 9000,
      depositPaidAt: new Date("2026-05-01T00:00:00Z"),
    })),
  );
  await t.services.database.db.insert(networkMembers).values(
    values.map((value, index) => ({
      name: value,
      organisation: value,
      // One membership per address.
      email: `${index}${value}`,
      source: "referral-form",
      consentedAt: new Date(Date.parse("2026-05-01T00:00:00Z") + index * 1000),
    })),
  );
}, 60_000);
afterAll(() => t.close());

async function exported(path: string): Promise<Record<string, string>[]> {
  const response = await t.app.request(path, { headers });
  expect(response.status).toBe(200);
  return parse(Buffer.from(await response.arrayBuffer()), { bom: true, columns: true }) as Record<string, string>[];
}

describe("the exports holding any text", () => {
  it("the appointments: one record per row, each cell as stored or behind a ' where it would be a formula", async () => {
    const rows = await exported("/api/admin/exports/appointments.csv?from=2026-05-01&to=2026-05-31");
    expect(rows).toHaveLength(values.length);
    rows.forEach((row, index) => {
      const value = values[index]!;
      expect({ Name: row.Name, Email: row.Email, Phone: row.Phone }, JSON.stringify(value.slice(0, 80))).toEqual({
        Name: asExported(value),
        Email: asExported(value),
        Phone: asExported(value),
      });
      expect(row["Deposit (AUD)"]).toBe("90.00");
    });
  });

  it("the professional network: the same", async () => {
    const rows = await exported("/api/admin/network-members.csv");
    expect(rows.map((row) => [row.Name, row.Organisation, row.Email])).toEqual(
      values.map((value, index) => [asExported(value), asExported(value), `${index}${value}`]),
    );
  });
});
