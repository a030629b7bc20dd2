import { describe, expect, it } from "vitest";
import type { AdherenceWeek, PatientAdherence, ProgrammeAdherenceView } from "#contracts/adherence.ts";
import { adherenceReportRows } from "./adherence-report-rows.ts";

const week = (weekOf: string, done: number, planned: number, pain: number | null, inProgress = false): AdherenceWeek => ({
  weekOf,
  done,
  planned,
  inProgress,
  pain: { mean: pain, trend: pain === null ? null : "rising" },
  effort: { mean: null, trend: null },
});

const programme = (weeks: AdherenceWeek[]): ProgrammeAdherenceView => ({
  programmeId: "p1",
  title: "Post-op strength",
  phase: "Early strength",
  daysPerWeek: 3,
  startsOn: "2026-10-05",
  endedAt: null,
  lastSessionAt: null,
  flags: { noSessionForAWeek: false, painRose: false },
  weeks,
});

const adherence = (programmes: ProgrammeAdherenceView[]): PatientAdherence => ({ patientId: "a", programmes });

describe("the surgeon's report's adherence rows", () => {
  it("say nothing was prescribed with no programme", () => {
    expect(adherenceReportRows(adherence([]))).toBeNull();
  });

  it("sum the last four finished weeks, leaving out the week in progress and older weeks, with the latest pain", () => {
    const weeks = [
      week("2026-11-23", 1, 3, 7, true),
      week("2026-11-16", 2, 3, null),
      week("2026-11-09", 3, 3, 4),
      week("2026-11-02", 1, 3, 2),
      week("2026-10-26", 3, 3, 2),
      week("2026-10-19", 0, 3, 9),
    ];
    expect(adherenceReportRows(adherence([programme(weeks)]))).toEqual([
      { label: "Post-op strength", value: "Early strength, 3 days a week" },
      { label: "Sessions", value: "9 of 12 planned in the last 4 weeks", depth: 1 },
      { label: "Pain", value: "4 out of 10, rising", depth: 1 },
    ]);
  });

  it("say so before a week has finished, and leave pain out when none was given", () => {
    expect(adherenceReportRows(adherence([programme([week("2026-11-23", 1, 3, null, true)])]))).toEqual([
      { label: "Post-op strength", value: "Early strength, 3 days a week" },
      { label: "Sessions", value: "No finished week yet", depth: 1 },
    ]);
  });
});
