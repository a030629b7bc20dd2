import { describe, expect, it } from "vitest";
import { ikdc } from "#core/outcomes/ikdc.ts";
import { koos } from "#core/outcomes/koos.ts";
import { instrumentProgress } from "#core/outcomes/progress.ts";
import { koosAt } from "#tests/support/outcome-fixtures.ts";
import { pdftotext, pdfWordBoxes, qpdfCheck } from "#tests/support/pdf-tools.ts";
import { renderProgressReportPdf, type ProgressReport } from "./progress-report-pdf.ts";

const surgery = "2026-09-01";
/** Seven KOOS a few weeks apart, from 25 before surgery up to 100. */
const submittedAt = ["2026-08-25", "2026-10-13", "2026-12-01", "2027-01-12", "2027-03-02", "2027-06-01", "2027-09-01"].map(
  (day) => `${day}T01:00:00.000Z`,
);
const boxes = [3, 2, 2, 1, 1, 0, 0];
const ikdcAnswers = Object.fromEntries(ikdc.items.map((item) => [item.id, 0]));

function report(overrides: Partial<ProgressReport> = {}): ProgressReport {
  return {
    patientName: "Mai Nguyễn 阮氏梅",
    recipientName: "Dr Priya Raman",
    preparedOn: "2027-09-02",
    consentRecordedAt: "2026-11-27T03:00:00.000Z",
    progress: {
      surgeryDate: surgery,
      weeksSinceSurgery: 52,
      instruments: [
        instrumentProgress(
          koos,
          submittedAt.map((at, index) => ({ submittedAt: at, answers: koosAt(boxes[index]!) })),
          surgery,
        ),
        instrumentProgress(ikdc, [{ submittedAt: submittedAt[6]!, answers: ikdcAnswers }], surgery),
      ],
    },
    adherence: null,
    ...overrides,
  };
}

describe("the progress report PDF", () => {
  it("is one valid A4 page with who, when and each measure's baseline, latest and change", async () => {
    const bytes = await renderProgressReportPdf(report());
    await qpdfCheck(bytes);
    expect(await pdfWordBoxes(bytes)).toHaveLength(1);
    const text = await pdftotext(bytes);
    expect(text).toContain("Mai Nguyễn 阮氏梅");
    expect(text).toMatch(/For\s+Dr Priya Raman/);
    expect(text).toMatch(/Surgery date\s+Tuesday 1 September 2026/);
    expect(text).toMatch(/Weeks since surgery\s+52/);
    expect(text).toMatch(/Prepared by\s+Jordan Ellis/);
    expect(text).toMatch(/Pain\s+25\s+100\s+\+75/);
    expect(text).toMatch(/Knee-related quality of life \(QOL\)\s+25\s+100\s+\+75/);
    // One IKDC: its score, and no change to give.
    expect(text).toMatch(/IKDC subjective score\s+\d+(\.\d)?\s+\d+(\.\d)?\s+–/);
  });

  it("keeps the baseline and the latest four in its table over time, with their weeks and days", async () => {
    const text = await pdftotext(await renderProgressReportPdf(report()));
    expect(text).toMatch(/Week since surgery\s+−1\s+19\s+26\s+39\s+52/);
    expect(text).toMatch(/Date\s+25 Aug\s+12 Jan\s+2 Mar\s+1 Jun\s+1 Sep/);
    expect(text).toMatch(/Pain\s+25\s+75\s+75\s+100\s+100/);
  });

  it("prints the programme's adherence when given, and says so when nothing was sent yet", async () => {
    const withAdherence = await pdftotext(
      await renderProgressReportPdf(report({ adherence: [{ label: "Sessions done", value: "10 of 12 planned" }] })),
    );
    expect(withAdherence).toMatch(/EXERCISE PROGRAMME\s+Sessions done\s+10 of 12 planned/);
    const empty = await pdftotext(
      await renderProgressReportPdf(report({ progress: { surgeryDate: null, weeksSinceSurgery: null, instruments: [] } })),
    );
    expect(empty).toContain("No questionnaire has been completed yet.");
    expect(empty).toMatch(/Surgery date\s+Not recorded/);
  });
});
