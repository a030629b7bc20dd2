import { CircleAlert } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import { browserFamilyOf, helpOrder, type BrowserFamily } from "./browser-family.ts";
import { mediaHelp, permissionSteps, type MediaDevice } from "./media-help-texts.ts";
import type { MediaProblem } from "./media-problem.ts";

/** What went wrong with the camera or microphone, and what to do, in plain words. */
export function MediaProblemHelp({
  cameraProblem,
  microphoneProblem,
  userAgent,
}: {
  cameraProblem: MediaProblem | null;
  microphoneProblem: MediaProblem | null;
  userAgent: string;
}) {
  const problems: { problem: MediaProblem; device: MediaDevice }[] =
    cameraProblem && cameraProblem === microphoneProblem
      ? [{ problem: cameraProblem, device: "camera and microphone" }]
      : [
          ...(microphoneProblem ? [{ problem: microphoneProblem, device: "microphone" as const }] : []),
          ...(cameraProblem ? [{ problem: cameraProblem, device: "camera" as const }] : []),
        ];
  if (problems.length === 0) return null;
  const refused = problems.some(({ problem }) => mediaHelp(problem, "camera").permissionSteps);
  return (
    <div className="space-y-4 rounded-lg border border-destructive/40 bg-destructive/5 p-4 text-sm">
      {problems.map(({ problem, device }) => {
        const help = mediaHelp(problem, device);
        return (
          <section key={device} aria-label={help.title}>
            <h2 className="flex items-center gap-2 font-semibold text-destructive">
              <Icon node={CircleAlert} className="size-4" />
              {help.title}
            </h2>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {help.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ul>
          </section>
        );
      })}
      {refused && <PermissionSteps detected={browserFamilyOf(userAgent)} />}
    </div>
  );
}

/** The detected browser's steps open; every browser's behind a disclosure (a guess can be wrong). */
function PermissionSteps({ detected }: { detected: BrowserFamily | null }) {
  const [first, ...others] = helpOrder(detected);
  return (
    <div className="space-y-3">
      {detected && first && <BrowserSteps family={first} />}
      <details className="rounded-md border bg-background p-3">
        <summary className="cursor-pointer font-medium">{detected ? "Using another browser?" : "How to allow it in your browser"}</summary>
        <div className="mt-3 space-y-3">
          {(detected ? others : helpOrder(null)).map((family) => (
            <BrowserSteps key={family} family={family} />
          ))}
        </div>
      </details>
    </div>
  );
}

function BrowserSteps({ family }: { family: BrowserFamily }) {
  const { name, steps } = permissionSteps[family];
  return (
    <section aria-label={`In ${name}`}>
      <h3 className="font-medium">In {name}</h3>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
