import { and, desc, eq } from "drizzle-orm";
import { mailOutbox } from "#db/schema/mail.ts";
import { patients } from "#db/schema/patients.ts";
import { emailKey } from "#core/patients/email-key.ts";
import { pageContextOf } from "#server/page-context.ts";
import type { TestApp } from "./test-app.ts";

let nextAddress = 1;

/** A client address of its own, so that one test's sign-in limits are not another's. */
export function freshAddress(): string {
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
}

/** A patient record, as a first booking makes one; answers its id. */
export async function patientRecord(t: TestApp, email: string, name = "Pat Patient"): Promise<string> {
  const [row] = await t.services.database.db
    .insert(patients)
    .values({ name, email, emailKey: emailKey(email) })
    .returning();
  return row!.id;
}

/** The token of the newest sign-in link mailed to `email`, read from the outbox as a mail program would. */
export async function mailedSignInToken(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.services.database.db
    .select({ text: mailOutbox.textBody })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, "patient-sign-in-link")))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = mail && /\/sign-in\/([A-Za-z0-9_-]{43})\b/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no sign-in link was mailed to ${email}`);
  return token;
}

/** A page request carrying `cookie` ("name=value"), as the pages' loaders and actions get it. */
export function pageRequest(cookie?: string, path = "/my-care"): Request {
  return new Request(`http://localhost${path}`, { headers: cookie ? { cookie } : {} });
}

/** The sign-in page's link asked for, then its button pressed: the patient session's cookie ("name=value"). */
export async function signInAsPatient(t: TestApp, email: string): Promise<string> {
  const pages = pageContextOf(t.services, freshAddress()).patient;
  const asked = await pages.requestLink({ email });
  if (!asked.ok) throw new Error(`signInAsPatient: the link was refused: ${asked.refusal.error}`);
  const signedIn = await pages.signIn(pageRequest(undefined, "/sign-in/x"), await mailedSignInToken(t, email));
  if (!signedIn.ok) throw new Error(`signInAsPatient: the link did not sign in: ${signedIn.refusal.error}`);
  return signedIn.value.setCookie.split(";")[0]!;
}
