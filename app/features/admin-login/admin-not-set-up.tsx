import { adminMessages, adminSetUpSteps } from "#contracts/admin-messages.ts";

/** A step's text with its `commands` as code. */
function StepText({ text }: { text: string }) {
  return text.split("`").map((part, index) =>
    index % 2 === 1 ? (
      <code key={index} className="rounded bg-muted px-1 font-mono text-[0.85em] whitespace-nowrap">
        {part}
      </code>
    ) : (
      part
    ),
  );
}

/** Shown instead of the form until a password exists (docs/product/decisions.md, 18): there is no default one. */
export function AdminNotSetUp() {
  return (
    <div role="status" className="grid gap-3 text-sm leading-relaxed">
      <p className="text-base font-semibold text-brand-deep">{adminMessages.notSetUp}</p>
      <p>There is no default password. The practitioner sets one on the server:</p>
      <ul className="grid list-disc gap-2 pl-5">
        {adminSetUpSteps.map((step) => (
          <li key={step}>
            <StepText text={step} />
          </li>
        ))}
      </ul>
      <p>Then reload this page.</p>
    </div>
  );
}
