import { useEffect, useRef, type ComponentProps, type ReactNode, type RefObject } from "react";
import type { FormReply } from "#contracts/form-reply.ts";
import { Input } from "./ui/input.tsx";
import { Label } from "./ui/label.tsx";
import { Textarea } from "./ui/textarea.tsx";

/**
 * Fields of a route's form (`<Form method="post">`): each shows its message from the action's reply and
 * starts from what was typed (the reply gives it back), so a page rendered from a plain post, before the
 * script has loaded or without it, loses nothing. Inputs are uncontrolled: what is typed while the page
 * hydrates stays where it was typed.
 */
interface FieldProps {
  formId: string;
  name: string;
  label: ReactNode;
  reply: FormReply | undefined;
  /** A line under the label, read with the field. */
  hint?: ReactNode;
}

const fieldId = (formId: string, name: string) => `${formId}-${name}`;

function describedBy(formId: string, name: string, reply: FormReply | undefined, hint: ReactNode) {
  const ids = [hint ? `${fieldId(formId, name)}-hint` : null, reply?.fields[name] ? `${fieldId(formId, name)}-error` : null];
  return {
    "aria-invalid": reply?.fields[name] ? true : undefined,
    "aria-describedby": ids.filter(Boolean).join(" ") || undefined,
  };
}

function FieldShell({ formId, name, label, reply, hint, children }: FieldProps & { children: ReactNode }) {
  const message = reply?.fields[name];
  return (
    // content-start: beside a taller neighbour (one showing its message) the label stays by its input.
    <div className="grid content-start gap-2">
      <Label htmlFor={fieldId(formId, name)}>{label}</Label>
      {hint && (
        <p id={`${fieldId(formId, name)}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {message && (
        <p id={`${fieldId(formId, name)}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}

type InputProps = Omit<ComponentProps<"input">, "name" | "id" | "defaultValue" | "form">;

export function TextField({ formId, name, label, reply, hint, ...input }: FieldProps & InputProps) {
  return (
    <FieldShell formId={formId} name={name} label={label} reply={reply} hint={hint}>
      <Input
        id={fieldId(formId, name)}
        name={name}
        defaultValue={reply?.values[name]}
        {...describedBy(formId, name, reply, hint)}
        {...input}
      />
    </FieldShell>
  );
}

type TextareaProps = Omit<ComponentProps<"textarea">, "name" | "id" | "defaultValue" | "form">;

export function TextAreaField({ formId, name, label, reply, hint, ...textarea }: FieldProps & TextareaProps) {
  return (
    <FieldShell formId={formId} name={name} label={label} reply={reply} hint={hint}>
      <Textarea
        id={fieldId(formId, name)}
        name={name}
        defaultValue={reply?.values[name]}
        {...describedBy(formId, name, reply, hint)}
        {...textarea}
      />
    </FieldShell>
  );
}

/** "in about 12 minutes": when a rate limit lets the person try again. */
export function retryWording(seconds: number): string {
  if (seconds < 90) return "in a minute or two";
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `in about ${minutes} minutes`;
  return `in about ${Math.round(minutes / 60)} hours`;
}

/**
 * The reply's message above the form: the server's refusal (with when to try again), or what to correct.
 * After a reply in place (the page hydrated), the keyboard goes to the first field to correct, or to this
 * message when the refusal is not about a field.
 */
export function FormReplyMessage({
  reply,
  form,
  children,
}: {
  reply: FormReply | undefined;
  form: RefObject<HTMLFormElement | null>;
  /** More words under the message, for a form whose refusal has a second line. */
  children?: ReactNode;
}) {
  const message = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!reply) return;
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? message.current)?.focus();
  }, [reply, form]);
  if (!reply) return null;
  return (
    <div
      ref={message}
      tabIndex={-1}
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm outline-none"
    >
      <p className="font-medium text-destructive">{reply.error}</p>
      {children && <p className="mt-1 text-foreground">{children}</p>}
      {reply.retryAfterSeconds !== undefined && (
        <p className="mt-1 text-foreground">You can try again {retryWording(reply.retryAfterSeconds)}.</p>
      )}
    </div>
  );
}
