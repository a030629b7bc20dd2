import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Transaction } from "#db/transaction-lock.ts";
import { questionnaireRequests, questionnaireResponses } from "#db/schema/outcomes.ts";

/**
 * A merge's questionnaires (docs/decisions/0046, 0052): the absorbed record's requests and responses move to
 * the kept one. Two live requests of one scheduled time point and instrument cannot both stand (the partial
 * unique index), so one is withdrawn first: the absorbed record's, unless only it was answered, then the kept
 * record's. A submitted one withdrawn keeps its answers and still reads as submitted. How many requests moved.
 */
export async function moveQuestionnaires(tx: Transaction, absorbId: string, keepId: string, now: Date): Promise<number> {
  const liveScheduled = (patientId: string) =>
    tx
      .select({
        id: questionnaireRequests.id,
        instrumentId: questionnaireRequests.instrumentId,
        timepoint: questionnaireRequests.timepoint,
        submittedAt: questionnaireResponses.submittedAt,
      })
      .from(questionnaireRequests)
      .leftJoin(questionnaireResponses, eq(questionnaireResponses.requestId, questionnaireRequests.id))
      .where(
        and(
          eq(questionnaireRequests.patientId, patientId),
          ne(questionnaireRequests.timepoint, "requested"),
          isNull(questionnaireRequests.cancelledAt),
        ),
      );
  const kept = await liveScheduled(keepId);
  const withdrawn: string[] = [];
  for (const absorbed of await liveScheduled(absorbId)) {
    const twin = kept.find((each) => each.instrumentId === absorbed.instrumentId && each.timepoint === absorbed.timepoint);
    if (!twin) continue;
    withdrawn.push(absorbed.submittedAt !== null && twin.submittedAt === null ? twin.id : absorbed.id);
  }
  if (withdrawn.length > 0)
    await tx.update(questionnaireRequests).set({ cancelledAt: now }).where(inArray(questionnaireRequests.id, withdrawn));
  await tx.update(questionnaireResponses).set({ patientId: keepId }).where(eq(questionnaireResponses.patientId, absorbId));
  const moved = await tx
    .update(questionnaireRequests)
    .set({ patientId: keepId })
    .where(eq(questionnaireRequests.patientId, absorbId))
    .returning({ id: questionnaireRequests.id });
  return moved.length;
}
