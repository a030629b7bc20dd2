import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { patientApi } from "#contracts/patient-sign-in-messages.ts";
import { exerciseApi, paths } from "#contracts/paths.ts";
import type { PlaylistSession } from "#contracts/playlist-sessions.ts";
import type { Playlist } from "#contracts/playlists.ts";
import { appointments } from "#db/schema/appointments.ts";
import { findAppointmentByManageToken } from "#server/bookings/manage-link.ts";
import { pageContextOf } from "#server/page-context.ts";
import { findAppointmentByRoomToken } from "#server/video-room/room-link.ts";
import { signInAsAdmin, testAdminSettings } from "#tests/support/admin-session.ts";
import { paidAppointment } from "#tests/support/balance-fixtures.ts";
import { openSlots } from "#tests/support/booking-fixtures.ts";
import { freshAddress, pageRequest, signInAsPatient } from "#tests/support/patient-session.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { TestBrowser } from "#tests/support/test-browser.ts";

let t: TestApp;
let slots: string[];
const patient = { ada: "ada@example.com", ben: "ben@example.com" };
const booked = { ada: "", ben: "" };
const cookies = { ada: "", ben: "" };

beforeAll(async () => {
  t = await createTestApp({ ...testAdminSettings, HOLDS_PER_HOUR: "100", PAYMENT_REQUESTS_PER_HOUR: "1000" });
  slots = await openSlots(t.app);
  booked.ada = await paidAppointment(t, slots[0]!, patient.ada, undefined, { name: "Ada Appleby" });
  booked.ben = await paidAppointment(t, slots[1]!, patient.ben, undefined, { name: "Ben Bishop" });
  cookies.ada = await signInAsPatient(t, patient.ada);
  cookies.ben = await signInAsPatient(t, patient.ben);
}, 60_000);
afterAll(() => t.close());

const pages = () => pageContextOf(t.services, freshAddress());
const careOf = async (cookie?: string) => (await pages().patient.myCare(pageRequest(cookie)))?.view ?? null;

/** A browser holding `cookie` (and whatever the server sets), e.g. a patient's session on another device. */
function browserWith(...cookiePairs: string[]): TestBrowser {
  const browser = new TestBrowser(t.app);
  for (const pair of cookiePairs) {
    const at = pair.indexOf("=");
    browser.cookies.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return browser;
}

const cookieOf = (browser: TestBrowser, name: string) => `${name}=${browser.cookies.get(name)}`;

describe("My care", () => {
  it("is for a signed-in patient only", async () => {
    expect(await careOf()).toBeNull();
    expect(await careOf(`patient_session=${"z".repeat(43)}`)).toBeNull();
  });

  it("links to the patient's own exercise reminder page, saying whether the reminders are off", async () => {
    const ada = (await careOf(cookies.ada))!;
    expect(ada.exerciseReminders.optedOut).toBe(false);
    const token = ada.exerciseReminders.path.split("/").at(-1)!;
    expect(await pages().exerciseReminders.choose(token, { reminders: "off" })).toEqual({ ok: true, value: { optedOut: true } });
    expect((await careOf(cookies.ada))!.exerciseReminders.optedOut).toBe(true);
    expect((await careOf(cookies.ben))!.exerciseReminders.optedOut).toBe(false);
    expect((await careOf(cookies.ben))!.exerciseReminders.path).not.toBe(ada.exerciseReminders.path);
    await pages().exerciseReminders.choose(token, { reminders: "on" });
  });

  it("shows a patient their own appointment with Join, Manage and its receipt, and nobody else's", async () => {
    const ada = (await careOf(cookies.ada))!;
    expect(ada.patientName).toBe("Ada Appleby");
    expect(ada.upcoming.map((appointment) => appointment.id)).toEqual([booked.ada]);
    expect(ada.past).toEqual([]);
    const [appointment] = ada.upcoming;
    expect(appointment).toMatchObject({
      status: "confirmed",
      startTime: new Date(slots[0]!).toISOString(),
      patientTimeZone: "Australia/Perth",
      roomPath: paths.consultationRoom(t.services.roomLinks.tokenFor(booked.ada)),
      managePath: paths.manageBooking(t.services.manageLinks.tokenFor(booked.ada)),
    });
    expect(appointment!.receipts.map((receipt) => receipt.kind)).toEqual(["deposit"]);
    // The links are the ones the mails carry, and they work.
    const token = (path: string) => path.split("/").at(-1)!;
    expect((await findAppointmentByManageToken(t.services.database.db, token(appointment!.managePath!), new Date()))?.id).toBe(booked.ada);
    expect((await findAppointmentByRoomToken(t.services.database.db, token(appointment!.roomPath!)))?.id).toBe(booked.ada);

    const ben = (await careOf(cookies.ben))!;
    expect(ben.upcoming.map((appointment) => appointment.id)).toEqual([booked.ben]);
    expect(JSON.stringify(ben)).not.toContain(booked.ada);
    expect(JSON.stringify(ben)).not.toContain("Ada");
  });

  it("moves an appointment that is over to the past, without its room or manage link, its receipts kept", async () => {
    const extra = await paidAppointment(t, slots[2]!, patient.ada);
    const startAt = new Date(Date.now() - 3 * 24 * 60 * 60_000);
    const endAt = new Date(startAt.getTime() + 30 * 60_000);
    await t.services.database.db.update(appointments).set({ startAt, endAt, blockedUntil: endAt }).where(eq(appointments.id, extra));
    const ada = (await careOf(cookies.ada))!;
    expect(ada.upcoming.map((appointment) => appointment.id)).toEqual([booked.ada]);
    expect(ada.past).toHaveLength(1);
    expect(ada.past[0]).toMatchObject({ id: extra, roomPath: null, managePath: null });
    expect(ada.past[0]!.receipts).toHaveLength(1);
  });

  it("gives a receipt's PDF to its own patient alone", async () => {
    const [receipt] = (await careOf(cookies.ada))!.upcoming[0]!.receipts;
    const path = patientApi.receiptPdf(booked.ada, receipt!.number);
    const pdf = await t.app.request(path, { headers: { cookie: cookies.ada } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    expect((await t.app.request(path, { headers: { cookie: cookies.ben } })).status).toBe(404);
    expect((await t.app.request(path)).status).toBe(401);
    expect((await t.app.request(patientApi.receiptPdf("not-an-id", receipt!.number), { headers: { cookie: cookies.ada } })).status).toBe(
      404,
    );
    expect((await t.app.request(patientApi.receiptPdf(booked.ada, 99_999), { headers: { cookie: cookies.ada } })).status).toBe(404);
  });
});

describe("the intake in My care", () => {
  const intakeOf = (cookie?: string) => pages().intake.forSignedIn(pageRequest(cookie, paths.myCareIntake()));

  it("opens the signed-in patient's own intake, and none without a session", async () => {
    expect(await intakeOf()).toBeNull();
    expect(await intakeOf(`patient_session=${"z".repeat(43)}`)).toBeNull();
    const ada = (await intakeOf(cookies.ada))!;
    expect((await ada.save({ knee: "left" }, ["knee"])).ok).toBe(true);
    expect((await ada.read()).current?.answers.knee).toBe("left");
    expect((await (await intakeOf(cookies.ben))!.read()).current).toBeNull();
    expect((await careOf(cookies.ada))!.intake).toBe("draft");
    expect((await careOf(cookies.ben))!.intake).toBe("none");
  });
});

describe("playlists kept in the account", () => {
  it("follow the patient to any device once kept, with their session log, and stay hidden from everyone else", async () => {
    // Made in a browser before signing in, and played once.
    const browser = new TestBrowser(t.app);
    const { body: made } = await browser.post<Playlist>(exerciseApi.playlists, { name: "Knee week 1" });
    const log = { activeSeconds: 600, completedCount: 0, totalCount: 0, skippedItemIds: [] };
    expect((await browser.post<PlaylistSession>(exerciseApi.playlistSessions(made.id), log)).status).toBe(201);

    // Signed in as Ada in that browser: offered to be kept, not yet hers.
    browser.cookies.set("patient_session", cookies.ada.split("=")[1]!);
    const signedIn = pageRequest(`${cookieOf(browser, "playlist_owner")}; ${cookies.ada}`);
    expect((await pages().patient.myCare(signedIn))!.view.playlists).toEqual({
      inAccount: [],
      inThisBrowser: [{ id: made.id, name: "Knee week 1" }],
    });
    expect((await browser.get<Playlist[]>(exerciseApi.playlists)).body).toEqual([]);

    expect(await pages().patient.keepBrowserPlaylists(signedIn)).toEqual({ ok: true, value: { kept: 1 } });
    expect((await pages().patient.myCare(signedIn))!.view.playlists).toEqual({
      inAccount: [{ id: made.id, name: "Knee week 1" }],
      inThisBrowser: [],
    });

    // Another device with Ada's session alone: her playlist, its log, and hers to change.
    const otherDevice = browserWith(await signInAsPatient(t, patient.ada));
    expect((await otherDevice.get<Playlist[]>(exerciseApi.playlists)).body.map((playlist) => playlist.id)).toEqual([made.id]);
    expect((await otherDevice.get<PlaylistSession[]>(exerciseApi.playlistSessions(made.id))).body).toHaveLength(1);
    expect((await otherDevice.patch(exerciseApi.playlist(made.id), { name: "Knee week 2" })).status).toBe(200);
    // A playlist made while signed in is hers from the start: no browser cookie.
    const created = await otherDevice.post<Playlist>(exerciseApi.playlists, { name: "Hops" });
    expect(created.headers.get("set-cookie")).toBeNull();
    expect((await otherDevice.get<Playlist[]>(exerciseApi.playlists)).body.map((playlist) => playlist.name).sort()).toEqual([
      "Hops",
      "Knee week 2",
    ]);

    // Everyone else: Ben, a stranger, and the first browser once signed out.
    for (const stranger of [browserWith(cookies.ben), new TestBrowser(t.app)]) {
      expect((await stranger.get(exerciseApi.playlist(made.id))).status).toBe(404);
      expect((await stranger.get(exerciseApi.playlistSessions(made.id))).status).toBe(404);
      expect((await stranger.patch(exerciseApi.playlist(made.id), { name: "Mine" })).status).toBe(404);
    }
    browser.cookies.delete("patient_session");
    expect((await browser.get<Playlist[]>(exerciseApi.playlists)).body).toEqual([]);
    expect((await browser.get(exerciseApi.playlist(made.id))).status).toBe(404);
  });

  it("leaves the practice acting for itself when the admin is signed in too", async () => {
    const admin = browserWith((await signInAsAdmin(t.app)).cookie);
    await admin.post<Playlist>(exerciseApi.playlists, { name: "Practice programme" });
    const both = browserWith(cookieOf(admin, "admin_session"), cookies.ada);
    const { body: practiceList } = await both.get<Playlist[]>(exerciseApi.playlists);
    expect(practiceList.map((playlist) => playlist.name)).toEqual(["Practice programme"]);
  });

  it("refuses to keep playlists without a session", async () => {
    const outcome = await pages().patient.keepBrowserPlaylists(pageRequest("playlist_owner=" + "p".repeat(43)));
    expect(outcome.ok).toBe(false);
  });
});
