import type { ReactNode } from "react";
import type { FormReply } from "#contracts/form-reply.ts";
import { Checkbox } from "#app/components/ui/checkbox.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";

/**
 * The intake's fields that are not a line or a text (those are app/components/form-fields.tsx's): a choice of
 * one (radio buttons), a list and the consent's box. Like those, each starts from the reply's values (the saved
 * answers, or what was just typed) and shows its message; all are uncontrolled, so nothing typed while the
 * page hydrates is lost.
 */
interface FieldProps {
  formId: string;
  name: string;
  label: ReactNode;
  reply: FormReply;
  hint?: ReactNode;
}

const idOf = (formId: string, name: string) => `${formId}-${name}`;

function Message({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  ) : null;
}

/** Ids of the hint and the message, for aria-describedby. */
function describedBy(id: string, hint: ReactNode, message: string | undefined) {
  return [hint ? `${id}-hint` : null, message ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
}

/** One of a few choices, as radio buttons in a group named by its legend. */
export function ChoiceField({ formId, name, label, reply, hint, options }: FieldProps & { options: Record<string, string> }) {
  const id = idOf(formId, name);
  const message = reply.fields[name];
  return (
    // A radio group can carry aria-invalid where a radio cannot; it takes the focus the reply sends to the first field to correct.
    <fieldset
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-describedby={describedBy(id, hint, message)}
      aria-invalid={message ? true : undefined}
      tabIndex={message ? -1 : undefined}
      className="grid gap-2 outline-none"
    >
      <legend id={`${id}-legend`} className="mb-2 text-sm font-medium">
        {label}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {Object.entries(options).map(([value, text]) => (
        <label
          key={value}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border bg-background px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-secondary/60"
        >
          <input
            type="radio"
            name={name}
            value={value}
            defaultChecked={reply.values[name] === value}
            className="size-4 shrink-0 accent-primary"
          />
          {text}
        </label>
      ))}
      <Message id={`${id}-error`} message={message} />
    </fieldset>
  );
}

/** A choice from a list, with an empty first entry for 'not sure'. */
export function SelectField({
  formId,
  name,
  label,
  reply,
  hint,
  options,
  empty,
}: FieldProps & { options: Record<string, string>; empty: string }) {
  const id = idOf(formId, name);
  const message = reply.fields[name];
  return (
    <div className="grid content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <NativeSelect
        id={id}
        name={name}
        defaultValue={reply.values[name] ?? ""}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(id, hint, message)}
      >
        <option value="">{empty}</option>
        {Object.entries(options).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </NativeSelect>
      <Message id={`${id}-error`} message={message} />
    </div>
  );
}

/** A box to tick, its label beside it. */
export function CheckboxField({ formId, name, label, reply, checked }: Omit<FieldProps, "hint"> & { checked: boolean }) {
  const id = idOf(formId, name);
  const message = reply.fields[name];
  return (
    <div className="grid gap-2">
      <div className="flex items-start gap-3 rounded-md border bg-background p-3">
        <Checkbox
          id={id}
          name={name}
          defaultChecked={checked}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          className="mt-0.5 size-5"
        />
        <Label htmlFor={id} className="leading-snug">
          {label}
        </Label>
      </div>
      <Message id={`${id}-error`} message={message} />
    </div>
  );
}
