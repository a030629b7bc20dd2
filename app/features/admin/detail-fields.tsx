import type { ReactNode } from "react";

/** A detail view's labelled values, as a description list. */
export function DetailFields({ fields }: { fields: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[max-content_1fr]">
      {fields.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
