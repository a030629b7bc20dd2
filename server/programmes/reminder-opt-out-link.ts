import { timingSafeEqual } from "node:crypto";
import { paths } from "#contracts/paths.ts";
import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { createAppointmentLinks } from "#server/bookings/appointment-link.ts";
import type { Config } from "#server/config.ts";

/**
 * The exercise reminder's opt-out link (docs/decisions/0051): the patient's id and an HMAC of it under a key
 * derived for this purpose from the site's stored-data key, so nothing is stored and no one can make a link
 * for another patient. Opening it changes nothing (mail scanners open links); its page's button does.
 */
export interface OptOutLinks {
  /** The page's path, for My care's own link to it. */
  pathFor(patientId: string): string;
  urlFor(patientId: string): string;
  /** The patient a token names, or null for a token this site did not make. */
  patientOf(token: string): string | null;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createOptOutLinks(storedDataKey: Buffer, publicUrl: string): OptOutLinks {
  const macs = createAppointmentLinks(storedDataKey, publicUrl, "exercise-reminder-opt-out:v1", paths.exerciseReminders);
  const pathFor = (patientId: string) => paths.exerciseReminders(`${patientId}.${macs.tokenFor(patientId)}`);
  return {
    pathFor,
    urlFor: (patientId) => `${publicUrl}${pathFor(patientId)}`,
    patientOf(token) {
      const [patientId = "", mac = "", ...rest] = token.split(".");
      if (rest.length > 0 || !uuid.test(patientId)) return null;
      const expected = Buffer.from(macs.tokenFor(patientId));
      const given = Buffer.from(mac);
      return given.length === expected.length && timingSafeEqual(given, expected) ? patientId : null;
    },
  };
}

/** The links on the key of the referral documents (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function optOutLinksFor(config: Pick<Config, "referralFileKey" | "dataDir" | "publicUrl">): OptOutLinks {
  return createOptOutLinks(resolveFileKey(config.referralFileKey, config.dataDir), config.publicUrl);
}
