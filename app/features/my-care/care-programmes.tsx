import { Play } from "lucide";
import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import type { PatientProgramme } from "#contracts/programmes.ts";
import { practice } from "#core/practice.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { ProgrammeVersionDetails } from "#app/components/programme-version-details.tsx";

/**
 * The exercise programmes the practitioner prescribed (docs/decisions/0050): the current version, played with
 * the player on any device, each session logged; the earlier versions as they were prescribed.
 */
export function CareProgrammes({ programmes }: { programmes: PatientProgramme[] }) {
  if (programmes.length === 0) {
    return <p>After your first consultation, {practice.practitionerName} adds your exercise programme here. There is nothing here yet.</p>;
  }
  return programmes.map(({ id, title, current, earlier }) => (
    <article key={id} aria-labelledby={`programme-${id}`} className="space-y-3 rounded-lg border p-4">
      <h3 id={`programme-${id}`} className="text-lg font-semibold text-brand-deep">
        {title} <span className="font-normal text-muted-foreground">(version {current.number})</span>
      </h3>
      <ProgrammeVersionDetails version={current} />
      <Button asChild>
        <Link to={`${paths.playlist(current.playlistId)}?tab=play`}>
          <Icon node={Play} /> Start session
        </Link>
      </Button>
      {earlier.length > 0 && (
        <details className="rounded-md border p-3">
          <summary className="cursor-pointer font-medium">Earlier versions ({earlier.length})</summary>
          <div className="mt-3 space-y-4">
            {earlier.map((version) => (
              <section key={version.id} aria-label={`Version ${version.number}`} className="space-y-2">
                <h4 className="font-semibold">Version {version.number}</h4>
                <ProgrammeVersionDetails version={version} />
              </section>
            ))}
          </div>
        </details>
      )}
    </article>
  ));
}
