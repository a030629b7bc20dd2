import { Plus, Square } from "lucide";
import { useMemo } from "react";
import { Form, Link, redirect, useSearchParams } from "react-router";
import { melbourneDay } from "#core/calendar/melbourne-days.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { pageContext } from "#contracts/page-context.ts";
import { saveVersionSchema } from "#contracts/programmes.ts";
import { currentVersion, nextVersionNumber } from "#core/programmes/programme-version.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { adminMeta } from "#app/features/admin/admin-page.tsx";
import { PatientTabPage } from "#app/features/admin/patients/patient-tab-page.tsx";
import { SaveVersionForm } from "#app/features/admin/programmes/save-version-form.tsx";
import { AddExerciseForm } from "#app/features/exercises/add-exercise-form.tsx";
import { itemAction } from "#app/features/exercises/playlist-action.server.ts";
import { PlaylistItems } from "#app/features/exercises/playlist-items.tsx";
import { ProgrammeVersionDetails } from "#app/components/programme-version-details.tsx";
import { invalidReply, parseSubmission, refusedReply } from "#app/lib/form-submission.ts";
import type { Route } from "./+types/patient-programme";

export async function loader({ context, params }: Route.LoaderArgs) {
  const { admin, exerciseLibrary } = context.get(pageContext);
  const [page, exercises, tracks] = await Promise.all([
    admin.programmes.programme(params.id, params.programmeId),
    exerciseLibrary.exercises(),
    exerciseLibrary.musicTracks(),
  ]);
  if (!page) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { page, exercises, tracks, today: melbourneDay(new Date()) };
}

const versionInput = (form: FormData) => ({
  phase: form.get("phase") ?? "",
  daysPerWeek: Number(form.get("daysPerWeek") || Number.NaN),
  startsOn: form.get("startsOn") ?? "",
  reviewOn: form.get("reviewOn") || null,
});

/**
 * The programme's forms: 'Save version', 'Stop programme', and the draft's items, which the playlist page's
 * own item forms change (the playlist editor reused on the programme's draft: docs/decisions/0050).
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  const { admin, exerciseLibrary } = context.get(pageContext);
  const form = await request.formData();
  const page = adminPaths.patientProgramme(params.id, params.programmeId);
  switch (form.get("intent")) {
    case "save-version": {
      const submission = parseSubmission(form, saveVersionSchema, versionInput);
      if (!submission.ok) return invalidReply(submission.reply);
      const saved = await admin.programmes.saveVersion(params.id, params.programmeId, submission.value);
      return saved.ok ? redirect(`${page}?saved=${saved.value.number}`) : refusedReply(saved.refusal, submission.values);
    }
    case "stop": {
      const stopped = await admin.programmes.stop(params.id, params.programmeId);
      return stopped.ok ? redirect(page) : refusedReply(stopped.refusal, {});
    }
    default: {
      const programme = await admin.programmes.programme(params.id, params.programmeId);
      const draft = programme?.programme.draftPlaylistId;
      if (!draft) throw new Response(null, { status: 404, statusText: "Not Found" });
      const answer = await itemAction(exerciseLibrary.write, request, form, draft, page);
      if (!answer) throw new Response(null, { status: 400, statusText: "Bad Request" });
      return answer;
    }
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData ? loaderData.page.programme.title : "Programme");

export default function PatientProgramme({ loaderData }: Route.ComponentProps) {
  const { page, exercises, tracks, today } = loaderData;
  const { patient, programme, draft, versions } = page;
  const [search] = useSearchParams();
  const byId = useMemo(() => new Map(exercises.map((exercise) => [exercise.id, exercise])), [exercises]);
  const running = programme.endedAt === null;
  const here = adminPaths.patientProgramme(patient.id, programme.id);
  const current = currentVersion(versions);
  const saved = search.get("saved");
  return (
    <PatientTabPage
      title={programme.title}
      description={running ? "Build the exercises, then save a version for the patient" : "Stopped: its versions are kept as prescribed"}
      back={{ to: adminPaths.patientProgrammes(patient.id), label: "All programmes" }}
    >
      {saved && (
        <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
          <strong className="block">Version {saved} saved</strong>
          The patient has been emailed that a programme is ready in My care.
        </p>
      )}
      {running && (
        <section aria-labelledby="draft-heading" className="space-y-3">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h3 id="draft-heading" className="text-xl font-semibold text-brand-deep">
              Exercises ({draft.length})
            </h3>
            {!search.has("add") && (
              <Button asChild>
                <Link to="?add" preventScrollReset>
                  <Icon node={Plus} /> Add exercise
                </Link>
              </Button>
            )}
          </div>
          <p className="text-sm text-muted-foreground">
            Set each exercise's dosage, load and notes; the patient sees them once you save a version.
          </p>
          {search.has("add") && <AddExerciseForm exercises={exercises} tracks={tracks} cancelTo={here} />}
          {draft.length === 0 ? (
            <p className="rounded-xl border border-dashed p-6 text-center text-muted-foreground">No exercises yet.</p>
          ) : (
            <PlaylistItems items={draft} exercises={byId} tracks={tracks} owner dosageOf={Number(search.get("dosage")) || null} />
          )}
        </section>
      )}
      {running && draft.length > 0 && (
        // Keyed by the next number: once a version is saved the form starts afresh from it.
        <SaveVersionForm
          key={nextVersionNumber(current?.number ?? null)}
          current={current}
          today={today}
          nextNumber={nextVersionNumber(current?.number ?? null)}
        />
      )}
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h3 id="versions-heading" className="text-xl font-semibold text-brand-deep">
          Saved versions
        </h3>
        {versions.length === 0 ? (
          <p className="text-muted-foreground">No version saved yet: the patient sees nothing until you save one.</p>
        ) : (
          versions.map((version) => (
            <details key={version.id} open={version === current} className="rounded-xl border bg-card p-4">
              <summary className="cursor-pointer font-semibold">
                Version {version.number}: {version.phase}
                {version === current && running && <span className="text-muted-foreground"> (current)</span>}
              </summary>
              <div className="mt-3">
                <ProgrammeVersionDetails version={version} />
              </div>
            </details>
          ))
        )}
      </section>
      {running && (
        <Form method="post" className="space-y-2 border-t pt-6">
          <p className="text-sm text-muted-foreground">
            Stopping ends the programme: the patient can no longer play it, and it cannot change.
          </p>
          <Button type="submit" name="intent" value="stop" variant="outline" className="text-destructive">
            <Icon node={Square} /> Stop programme
          </Button>
        </Form>
      )}
    </PatientTabPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
