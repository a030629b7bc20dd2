import { eq } from "drizzle-orm";
import { z } from "zod";
import type { TelehealthConsent } from "#contracts/intake.ts";
import { defaultTelehealthConsent } from "#core/intake/default-telehealth-consent.ts";
import type { Database } from "#db/client.ts";
import { settings } from "#db/schema/settings.ts";
import { recordAudit } from "#server/admin/audit.ts";

/**
 * The practice's telehealth consent, a setting of its own: every text it has had, each a version, so that an
 * intake's `consent_version` always names the words the patient agreed to. The site's default text is version 1
 * until the practitioner publishes her own.
 */
export const telehealthConsentKey = "telehealth-consent";

const storedSchema = z.object({
  versions: z
    .array(z.object({ version: z.number().int().min(1), text: z.string().min(1), publishedAt: z.iso.datetime().nullable() }))
    .min(1),
});

const defaultVersion: TelehealthConsent = { version: 1, text: defaultTelehealthConsent, publishedAt: null };

/** Every version, oldest first; the default alone while none is stored (an unreadable row reads as none). */
export async function consentVersions(db: Database): Promise<TelehealthConsent[]> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, telehealthConsentKey));
  const stored = row ? storedSchema.safeParse(row.value) : null;
  return stored?.success ? stored.data.versions : [defaultVersion];
}

/** The text patients agree to now: the latest version. */
export async function currentConsent(db: Database): Promise<TelehealthConsent> {
  return (await consentVersions(db)).at(-1)!;
}

/**
 * The current version, stored if it was the default alone, when a patient agrees to it: her version then names
 * the text she read even if a later release changes the default's words.
 */
export async function consentToAgree(tx: Database): Promise<TelehealthConsent> {
  await tx
    .insert(settings)
    .values({ key: telehealthConsentKey, value: { versions: [defaultVersion] } })
    .onConflictDoNothing({ target: settings.key });
  return currentConsent(tx);
}

/**
 * The practitioner's text, published as the next version (audited); the same text as the current one changes
 * nothing. Patients who agreed before keep their version; those who have not submitted agree to the new one.
 */
export async function publishConsent(
  db: Database,
  text: string,
  audit: { clientAddress: string },
  now = new Date(),
): Promise<{ version: number; changed: boolean }> {
  return db.transaction(async (tx) => {
    await consentToAgree(tx);
    const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, telehealthConsentKey)).for("update");
    const stored = storedSchema.safeParse(row?.value);
    const versions = stored.success ? stored.data.versions : [defaultVersion];
    const current = versions.at(-1)!;
    if (current.text === text) return { version: current.version, changed: false };
    const version = current.version + 1;
    const value = { versions: [...versions, { version, text, publishedAt: now.toISOString() }] };
    await tx.update(settings).set({ value, updatedAt: now }).where(eq(settings.key, telehealthConsentKey));
    await recordAudit(tx, { action: "consent.published", actor: "admin", clientAddress: audit.clientAddress, details: { version } });
    return { version, changed: true };
  });
}
