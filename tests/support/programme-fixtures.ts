import type { ProgrammeSessionLog } from "#contracts/programme-session.ts";
import type { Database } from "#db/client.ts";
import { playlists } from "#db/schema/playlists.ts";
import { programmes, programmeSessions, programmeVersions } from "#db/schema/programmes.ts";
import type { HealthCipher } from "#server/health/health-cipher.ts";

/**
 * A prescribed programme as the builder and the player leave it (docs/decisions/0050), written straight to the
 * database: its versions (each with its own playlist) and its sessions, each log sealed as the player's is.
 */
export interface SeededSession {
  endedAt: Date;
  pain?: number | null;
  effort?: number | null;
  /** The version it was played from, by index in `versions`; the first by default. */
  version?: number;
}

export async function seedProgramme(
  services: { database: { db: Database }; healthRecords: HealthCipher },
  patientId: string,
  programme: {
    title?: string;
    versions: { phase?: string; daysPerWeek: number; startsOn: string }[];
    sessions?: SeededSession[];
    endedAt?: Date | null;
  },
): Promise<{ programmeId: string; versionIds: string[]; sessionIds: string[] }> {
  const { db } = services.database;
  const [row] = await db
    .insert(programmes)
    .values({ patientId, title: programme.title ?? "Knee programme", endedAt: programme.endedAt ?? null })
    .returning({ id: programmes.id });
  const programmeId = row!.id;
  const versionIds: string[] = [];
  for (const [index, version] of programme.versions.entries()) {
    const [playlist] = await db
      .insert(playlists)
      .values({ ownerKind: "programme", ownerId: programmeId, name: `Version ${index + 1}` })
      .returning({ id: playlists.id });
    const [saved] = await db
      .insert(programmeVersions)
      .values({
        programmeId,
        number: index + 1,
        playlistId: playlist!.id,
        phase: version.phase ?? "Early strength",
        daysPerWeek: version.daysPerWeek,
        startsOn: version.startsOn,
      })
      .returning({ id: programmeVersions.id });
    versionIds.push(saved!.id);
  }
  const sessionIds: string[] = [];
  for (const session of programme.sessions ?? []) {
    const id = crypto.randomUUID();
    const log: ProgrammeSessionLog = {
      activeSeconds: 900,
      completedCount: 4,
      totalCount: 4,
      skippedItemIds: [],
      pain: session.pain ?? null,
      effort: session.effort ?? null,
    };
    await db.insert(programmeSessions).values({
      id,
      versionId: versionIds[session.version ?? 0]!,
      patientId,
      logSealed: services.healthRecords.seal("programme-session", id, log),
      endedAt: session.endedAt,
    });
    sessionIds.push(id);
  }
  return { programmeId, versionIds, sessionIds };
}
