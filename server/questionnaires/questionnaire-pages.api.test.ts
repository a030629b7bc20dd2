import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageContextOf } from "#server/page-context.ts";
import { freshAddress, pageRequest, patientRecord, signInAsPatient } from "#tests/support/patient-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let t: TestApp;
const ids = { ada: "", ben: "" };
const cookies = { ada: "", ben: "" };
let adaKoos = "";

const pages = () => pageContextOf(t.services, freshAddress());
const accessOf = (cookie?: string) => pages().questionnaires.forSignedIn(pageRequest(cookie, "/my-care/questionnaires/x"));

beforeAll(async () => {
  t = await createTestApp();
  ids.ada = await patientRecord(t, "q-ada@example.com", "Ada Appleby");
  ids.ben = await patientRecord(t, "q-ben@example.com", "Ben Bishop");
  cookies.ada = await signInAsPatient(t, "q-ada@example.com");
  cookies.ben = await signInAsPatient(t, "q-ben@example.com");
  const asked = await pages().admin.questionnaires.request(ids.ada, { instrumentId: "koos" });
  if (!asked.ok) throw new Error(asked.refusal.error);
  adaKoos = asked.value.requestId;
}, 60_000);
afterAll(() => t.close());

describe("a patient's questionnaires, through the pages' context", () => {
  it("are for a signed-in patient only", async () => {
    expect(await accessOf()).toBeNull();
    expect(await accessOf(`patient_session=${"z".repeat(43)}`)).toBeNull();
  });

  it("show the patient their own in My care and on its page, and save their answers", async () => {
    const care = await pages().patient.myCare(pageRequest(cookies.ada));
    expect(care?.view.questionnaires.map((each) => [each.id, each.instrumentId, each.state])).toEqual([[adaKoos, "koos", "due"]]);
    const ada = (await accessOf(cookies.ada))!;
    expect(await ada.save(adaKoos, { itemId: "P1", answer: 1, direction: "next" })).toMatchObject({
      ok: true,
      value: { instrumentId: "koos" },
    });
    expect((await ada.read(adaKoos))?.answers).toEqual({ P1: 1 });
  });

  it("never show, save or send another patient's", async () => {
    const ben = (await accessOf(cookies.ben))!;
    expect(await ben.read(adaKoos)).toBeNull();
    expect(await ben.save(adaKoos, { itemId: "P1", answer: 4, direction: "next" })).toMatchObject({ ok: false, refusal: { status: 404 } });
    expect(await ben.submit(adaKoos)).toMatchObject({ ok: false, refusal: { status: 404 } });
    expect(await ben.read("not-an-id")).toBeNull();
    const care = await pages().patient.myCare(pageRequest(cookies.ben));
    expect(care?.view.questionnaires).toEqual([]);
    // Ada's answer stands as she gave it.
    expect((await (await accessOf(cookies.ada))!.read(adaKoos))?.answers).toEqual({ P1: 1 });
  });

  it("refuse a change once sent (409), and show the practitioner it sent", async () => {
    const ada = (await accessOf(cookies.ada))!;
    expect(await ada.submit(adaKoos)).toMatchObject({ ok: true });
    expect(await ada.save(adaKoos, { itemId: "P2", answer: 0, direction: "next" })).toMatchObject({ ok: false, refusal: { status: 409 } });
    const tab = await pages().admin.questionnaires.list(ids.ada);
    expect(tab?.requests.map((each) => [each.id, each.state])).toEqual([[adaKoos, "submitted"]]);
    expect(await pages().admin.questionnaires.list(ids.ben)).toMatchObject({ requests: [] });
    expect(await pages().admin.questionnaires.list("not-an-id")).toBeNull();
  });

  it("refuse a request for an instrument that does not exist", async () => {
    expect(await pages().admin.questionnaires.request(ids.ben, { instrumentId: "sf-36" })).toMatchObject({
      ok: false,
      refusal: { status: 400 },
    });
  });
});
