import type { ReactNode } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { isFormReply } from "#app/lib/form-submission.ts";

/**
 * A button that posts its intent to the page's action (library-action.server.ts): a plain form before the
 * page hydrates, a navigation without a reload after. Busy while its post goes, so a double press makes one.
 */
export function IntentButton({
  intent,
  fields = {},
  busyLabel,
  children,
  ...props
}: {
  intent: string;
  fields?: Record<string, string | number>;
  busyLabel: string;
  children: ReactNode;
  variant?: "default" | "outline" | "secondary";
  size?: "default" | "sm" | "lg";
  "aria-label"?: string;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.formData?.get("intent") === intent &&
    Object.entries(fields).every(([name, value]) => navigation.formData?.get(name) === String(value));
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" disabled={busy} {...props}>
        {busy ? busyLabel : children}
      </Button>
    </Form>
  );
}

/** What the library's action refused (a rate limit, a full playlist), above the page's content. */
export function IntentRefusal() {
  const answer = useActionData<unknown>();
  if (!isFormReply(answer)) return null;
  return (
    <p
      role="alert"
      className="mx-auto mt-6 max-w-3xl rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm text-destructive"
    >
      {answer.error}
    </p>
  );
}
