import { resolveFileKey } from "#integrations/storage/file-key.ts";
import { seal, unseal } from "#integrations/storage/sealed-box.ts";
import type { Config } from "#server/config.ts";

/**
 * Health information at rest (docs/decisions/0046, 0050): the intake's answers, clinical notes and their addenda,
 * programme session logs and questionnaire answers,
 * sealed with the referral documents' key and cipher (docs/decisions/0011) as `aes-gcm:v1:` + base64. A value
 * is bound to its kind and its row's id, so one copied onto another row, or read as another kind, fails to
 * open. Values are JSON; what they mean is the caller's schema.
 */
export type HealthRecordKind = "intake" | "clinical-note" | "note-addendum" | "programme-session" | "questionnaire-answers";

export interface HealthCipher {
  seal(kind: HealthRecordKind, rowId: string, value: unknown): string;
  open(kind: HealthRecordKind, rowId: string, stored: string): unknown;
}

const PREFIX = "aes-gcm:v1:";
const boundTo = (kind: HealthRecordKind, rowId: string) => Buffer.from(`${kind}:${rowId}`, "latin1");

export function createHealthCipher(key: Buffer): HealthCipher {
  return {
    seal: (kind, rowId, value) => PREFIX + seal(key, Buffer.from(JSON.stringify(value), "utf8"), boundTo(kind, rowId)).toString("base64"),
    open(kind, rowId, stored) {
      if (!stored.startsWith(PREFIX)) throw new Error(`The ${kind} ${rowId} is not sealed`);
      const plain = unseal(key, Buffer.from(stored.slice(PREFIX.length), "base64"), boundTo(kind, rowId));
      return JSON.parse(plain.toString("utf8")) as unknown;
    },
  };
}

/** The cipher on the referral documents' key (REFERRAL_FILE_KEY, or the one generated in DATA_DIR). */
export function healthCipherFor(config: Config): HealthCipher {
  return createHealthCipher(resolveFileKey(config.referralFileKey, config.dataDir));
}
