import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import type { SignInLinkRequest } from "#contracts/patient-sign-in.ts";
import { patientSignInMessages } from "#contracts/patient-sign-in-messages.ts";
import { paths } from "#contracts/paths.ts";
import { emailKey } from "#core/patients/email-key.ts";
import { isSignInLinkUsable, SIGN_IN_LINK_MS } from "#core/patients/sign-in-rules.ts";
import type { Database } from "#db/client.ts";
import { patients, patientSignInLinks } from "#db/schema/patients.ts";
import { enqueueMailWhere } from "#integrations/mail/outbox.ts";
import { hashLinkToken, isLinkToken } from "#server/bookings/appointment-link.ts";
import type { AppServices } from "#server/context.ts";
import { enforceLimit, type Limit } from "#server/limits/enforce-limit.ts";
import { signInLinkMail } from "./sign-in-mail.ts";

const HOUR_MS = 60 * 60_000;

/** Per client address an hour: a household or a clinic asks a few times; a script trying emails is stopped. */
export const signInAddressLimit: Limit = {
  name: "patient-sign-in-address",
  limit: 20,
  windowMs: HOUR_MS,
  message: patientSignInMessages.tooMany,
};

/** Per email an hour, from wherever it is asked: no inbox is flooded with links. */
export const signInEmailLimit: Limit = {
  name: "patient-sign-in-email",
  limit: 5,
  windowMs: HOUR_MS,
  message: patientSignInMessages.tooMany,
};

/** A live record (not merged into another): the only kind a link is made for or signs in to. */
const livePatient = isNull(patients.mergedIntoId);

/**
 * A request for a sign-in link (docs/decisions/0047): the same work, answer and refusals whether or not the
 * email is a patient's, so neither the answer nor its timing tells. Both limits count every request. A
 * 256-bit random token and its mail are made every time; one transaction then runs the same two statements,
 * which write the link (its token's SHA-256) and its mail only when the email is a live patient's; the
 * mail is queued for delivery after the answer.
 */
export async function requestSignInLink(
  services: AppServices,
  request: SignInLinkRequest,
  clientAddress: string,
  now = new Date(),
): Promise<void> {
  const { config, database, logger, mail } = services;
  const { db } = database;
  const key = emailKey(request.email);
  await enforceLimit(db, signInAddressLimit, { address: clientAddress });
  // Counted under the email key's hash: the limits' table keeps no one's email address.
  await enforceLimit(db, signInEmailLimit, { address: null, sender: createHash("sha256").update(key).digest("base64url") });

  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashLinkToken(token);
  const message = signInLinkMail(request.email, `${config.publicUrl}${paths.signInLink(token)}`);
  const { patientId, mailId } = await db.transaction(async (tx) => {
    const [link] = await tx
      .insert(patientSignInLinks)
      .select(
        tx
          .select({
            tokenHash: sql<string>`${tokenHash}`.as("token_hash"),
            patientId: patients.id,
            expiresAt: sql<Date>`${new Date(now.getTime() + SIGN_IN_LINK_MS).toISOString()}::timestamptz`.as("expires_at"),
            usedAt: sql<Date | null>`null::timestamptz`.as("used_at"),
            createdAt: sql<Date>`${now.toISOString()}::timestamptz`.as("created_at"),
          })
          .from(patients)
          .where(and(eq(patients.emailKey, key), livePatient)),
      )
      .returning({ patientId: patientSignInLinks.patientId });
    const linkWritten = sql`exists (select 1 from ${patientSignInLinks} where ${eq(patientSignInLinks.tokenHash, tokenHash)})`;
    return { patientId: link?.patientId ?? null, mailId: await enqueueMailWhere(tx, message, linkWritten) };
  });
  logger.info({ patientId }, "sign-in link asked for");
  // Not awaited: queueing a message takes time an unknown email's request would not.
  void mail.dispatch(mailId ? [mailId] : []);
}

/** Whether a link's token can still sign in, read without using it up (a mail scanner opening the link changes nothing). */
export async function signInLinkWorks(db: Database, token: string, now: Date): Promise<boolean> {
  if (!isLinkToken(token)) return false;
  const [link] = await db
    .select({ usedAt: patientSignInLinks.usedAt, expiresAt: patientSignInLinks.expiresAt })
    .from(patientSignInLinks)
    .innerJoin(patients, eq(patients.id, patientSignInLinks.patientId))
    .where(and(eq(patientSignInLinks.tokenHash, hashLinkToken(token)), livePatient));
  return link !== undefined && isSignInLinkUsable(link, now);
}

/**
 * Uses a link up and answers its patient, or null when it is used, expired, unknown or its record merged
 * away. One conditional UPDATE: of any number of requests with the same token, one gets the patient.
 */
export async function useSignInLink(db: Database, token: string, now: Date): Promise<string | null> {
  if (!isLinkToken(token)) return null;
  const [link] = await db
    .update(patientSignInLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(patientSignInLinks.tokenHash, hashLinkToken(token)),
        isNull(patientSignInLinks.usedAt),
        gt(patientSignInLinks.expiresAt, now),
        inArray(patientSignInLinks.patientId, db.select({ id: patients.id }).from(patients).where(livePatient)),
      ),
    )
    .returning({ patientId: patientSignInLinks.patientId });
  return link?.patientId ?? null;
}
