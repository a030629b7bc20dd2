import { Save } from "lucide";
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "#contracts/form-reply.ts";
import type { TelehealthConsent } from "#contracts/intake.ts";
import { FormReplyMessage, TextAreaField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { AdminWhen } from "./admin-when.tsx";

/** What publishing answered: the version patients now agree to, and whether the text was new. */
export interface ConsentPublished {
  version: number;
  changed: boolean;
}

const FORM_ID = "consent";

/**
 * The practice's telehealth consent: its text to edit, where saving a new text publishes the next version
 * (patients who agreed before keep theirs), and every version so far, newest first.
 */
export function ConsentEditor({
  versions,
  reply,
  published,
}: {
  versions: TelehealthConsent[];
  reply: FormReply | undefined;
  published: ConsentPublished | undefined;
}) {
  const form = useRef<HTMLFormElement>(null);
  const saving = useNavigation().state === "submitting";
  const current = versions.at(-1)!;
  const shown: FormReply = reply ?? { status: "invalid", error: "", fields: {}, values: { text: current.text } };
  return (
    <div className="space-y-8">
      <Form ref={form} id={FORM_ID} method="post" noValidate className="space-y-4 rounded-md border bg-card p-4 sm:p-6">
        {published && (
          <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-3 text-sm font-medium">
            {published.changed
              ? `Version ${published.version} published: patients agree to it from now on.`
              : `The text is the same as version ${published.version}: nothing has changed.`}
          </p>
        )}
        <FormReplyMessage reply={reply} form={form} />
        <TextAreaField
          formId={FORM_ID}
          name="text"
          label={`Consent text (version ${current.version} now)`}
          hint="Patients read this text and tick a box to agree before their first consultation. Saving a changed text publishes a new version: patients who have not sent their form yet are asked to agree to it."
          reply={shown}
          rows={18}
        />
        <Button type="submit" disabled={saving}>
          <Icon node={Save} />
          Publish this text
        </Button>
      </Form>
      <section aria-labelledby="versions-heading" className="space-y-3">
        <h2 id="versions-heading" className="text-xl font-semibold text-brand-deep">
          Versions
        </h2>
        <ul className="space-y-2">
          {versions.toReversed().map((version) => (
            <li key={version.version} className="rounded-md border bg-card p-3 text-sm">
              <details>
                <summary className="cursor-pointer font-medium">
                  Version {version.version}
                  {version === current && " (current)"}:{" "}
                  {version.publishedAt ? (
                    <>
                      published <AdminWhen iso={version.publishedAt} />
                    </>
                  ) : (
                    "the site's default text"
                  )}
                </summary>
                <p className="mt-2 whitespace-pre-line text-muted-foreground">{version.text}</p>
              </details>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
