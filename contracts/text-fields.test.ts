import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import { sampleReferral } from "#tests/support/sample-referral.ts";
import { adminAppointmentsQuerySchema } from "./admin.ts";
import { bookingDetailsSchema, holdRequestSchema } from "./booking.ts";
import { contactSchema } from "./contact.ts";
import { completeBookingSchema, createOrderSchema } from "./payments.ts";
import { createPlaylistSchema, updatePlaylistSchema } from "./playlists.ts";
import { referralSchema } from "./referral.ts";
import { freeTextMessage, singleLineMessage } from "./text-fields.ts";

const patient = { name: "Sam Lee", email: "sam@example.com", phone: "0400 000 000", notes: "" };
const contact = { name: "Sam Lee", email: "sam@example.com", subject: "Return to netball", message: "I had ACL surgery in March." };

interface Field {
  form: string;
  schema: z.ZodMiniType;
  payload: Record<string, unknown>;
  field: string;
}

const fieldsOf = (form: string, schema: z.ZodMiniType, payload: Record<string, unknown>, fields: string[]): Field[] =>
  fields.map((field) => ({ form, schema, payload, field }));

/** Every single-line field of the contracts, with a payload that is valid around it. */
const singleLineFields: Field[] = [
  ...fieldsOf("booking details", bookingDetailsSchema, patient, ["name", "email", "phone"]),
  ...fieldsOf("hold", holdRequestSchema, { ...patient, start_time: "2026-11-25T09:30:00+11:00", time_zone: "Australia/Perth" }, [
    "time_zone",
  ]),
  ...fieldsOf("pay-first order", createOrderSchema, { ...patient, timeZone: "Australia/Perth" }, ["timeZone"]),
  ...fieldsOf("complete booking", completeBookingSchema, { paypalOrderId: "ORDER-1", ...patient }, ["name", "email", "phone"]),
  ...fieldsOf("contact", contactSchema, contact, ["name", "email", "subject"]),
  ...fieldsOf("referral", referralSchema, sampleReferral, ["referrerName", "clinicName", "email", "phone", "patientName", "patientEmail"]),
  ...fieldsOf("new playlist", createPlaylistSchema, { name: "Week 6 strength" }, ["name"]),
  ...fieldsOf("playlist change", updatePlaylistSchema, { name: "Week 6 strength" }, ["name"]),
  ...fieldsOf("dashboard search", adminAppointmentsQuerySchema, { q: "Sam Lee" }, ["q"]),
];

/** Characters inside the value (the trim takes those at its ends). */
const insertions = ["\r\n", "\n", "\r", "\t", "\u0000", "\u001b", "\u007f", "\u0085", "\u2028"];

function messagesAt(schema: z.ZodMiniType, payload: unknown, field: string): string[] {
  const result = z.safeParse(schema, payload);
  if (result.success) return [];
  // A union reports its branches' issues inside its own.
  const issues = result.error.issues.flatMap((issue) =>
    issue.code === "invalid_union" ? issue.errors.flat().map((branch) => ({ ...branch, path: [...issue.path, ...branch.path] })) : [issue],
  );
  return issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe("the text rules", () => {
  it.each(singleLineFields)("$form: $field is valid as given", ({ schema, payload, field }) => {
    expect(messagesAt(schema, payload, field)).toEqual([]);
  });

  it.each(singleLineFields)("$form refuses a control character or line break in $field", ({ schema, payload, field }) => {
    const value = String(payload[field]);
    for (const char of insertions) {
      const broken = `${value.slice(0, 3)}${char}${value.slice(3)}`;
      expect(messagesAt(schema, { ...payload, [field]: broken }, field), JSON.stringify(broken)).toContain(singleLineMessage);
    }
  });

  it("refuses the calendar-injecting name a JSON client sent", () => {
    expect(messagesAt(holdRequestSchema, { ...patient, name: "Sam Newline\r\nATTACH:https://evil.example/x" }, "name")).toEqual([
      singleLineMessage,
    ]);
  });

  it("leaves the free-text fields their lines", () => {
    expect(z.parse(bookingDetailsSchema, { ...patient, notes: "Left knee.\r\nSurgery in May." }).notes).toBe(
      "Left knee.\r\nSurgery in May.",
    );
    expect(z.parse(contactSchema, { ...contact, message: "Line one\nline two\tand a tab" }).message).toBe("Line one\nline two\tand a tab");
    expect(referralSchema.parse({ ...sampleReferral, notes: "Graft: hamstring.\nQuads lag." }).notes).toBe("Graft: hamstring.\nQuads lag.");
  });

  it("accepts names in any script, with quotes, punctuation, emoji and combining marks", () => {
    for (const name of ['Zoë "Jo" O\'Brien; Jr., \\ MD', "Ngọc Trâm 👩🏽‍⚕️", "شريف عبد الله", "Zoe\u0308 Łukasiewicz"]) {
      expect(messagesAt(bookingDetailsSchema, { ...patient, name }, "name"), name).toEqual([]);
    }
  });

  it.each([
    { form: "booking details", schema: bookingDetailsSchema, payload: { ...patient, notes: "Left knee." }, field: "notes" },
    { form: "contact", schema: contactSchema, payload: contact, field: "message" },
    { form: "referral", schema: referralSchema, payload: sampleReferral, field: "notes" },
    {
      form: "new playlist",
      schema: createPlaylistSchema,
      payload: { name: "Week 6", description: "Three times a week." },
      field: "description",
    },
  ] as Field[])("$form refuses a control character other than a line break or tab in $field", ({ schema, payload, field }) => {
    expect(messagesAt(schema, payload, field)).toEqual([]);
    for (const char of ["\u0000", "\u001b", "\u007f", "\u0085"]) {
      const value = String(payload[field]);
      expect(messagesAt(schema, { ...payload, [field]: `${value.slice(0, 3)}${char}${value.slice(3)}` }, field)).toContain(freeTextMessage);
    }
  });
});
