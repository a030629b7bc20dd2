import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IntakeAnswers } from "#contracts/intake.ts";
import { intakeChoiceLabels, intakeFieldLabels, intakeSections, type IntakeField, type IntakeStep } from "#contracts/intake-form.ts";
import { formatCalendarDay, formatLongDate, formatSlotTime, melbourneZoneLabel } from "#core/scheduling/melbourne-time.ts";

/** "Saturday 20 September 2025": a date of the intake, a day without a time. */
export const formatDay = formatCalendarDay;

/** "Monday 24 November 2026, 9:30 am AEDT": when the intake was sent or the consent given. */
export function formatMoment(iso: string): string {
  const at = new Date(iso);
  return `${formatLongDate(at)}, ${formatSlotTime(at)} ${melbourneZoneLabel(at)}`;
}

type AnswerField = Exclude<IntakeField, "telehealthConsent" | "consentVersion">;

/** An answer as words: a choice's label, a date written out, text as typed. */
function answerText(field: AnswerField, answers: IntakeAnswers): string | undefined {
  const value = answers[field];
  if (value === undefined) return undefined;
  if (field === "injuryDate" || field === "surgeryDate") return formatDay(String(value));
  const choices = (intakeChoiceLabels as Record<string, Record<string, string>>)[field];
  return choices?.[String(value)] ?? String(value);
}

/**
 * The intake's answers, section by section, for the review before sending, the thank-you and the
 * practitioner's page, each section under an h3. An unanswered question reads 'Not answered', or its message in `missing` when sending
 * needs it; `changeHref` adds a way back to each section's step. The consent's section shows `consent`.
 */
export function IntakeSummary({
  answers,
  consent,
  missing = {},
  changeHref,
}: {
  answers: IntakeAnswers;
  consent: ReactNode;
  missing?: Partial<Record<IntakeField, string>>;
  changeHref?: (step: IntakeStep) => string;
}) {
  return (
    <div className="space-y-4">
      {intakeSections.map((section) => (
        <section key={section.id} aria-labelledby={`summary-${section.id}`} className="rounded-xl border bg-card p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 id={`summary-${section.id}`} className="text-lg font-semibold text-brand-deep">
              {section.title}
            </h3>
            {changeHref && (
              <Link to={changeHref(section.id)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline">
                Change<span className="sr-only"> {section.title.toLowerCase()}</span>
              </Link>
            )}
          </div>
          {section.id === "consent" ? (
            <div className="mt-2 text-sm">
              {consent}
              {missing.telehealthConsent && <p className="mt-1 font-medium text-destructive">{missing.telehealthConsent}</p>}
            </div>
          ) : (
            <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
              {(section.fields as readonly AnswerField[]).map((field) => {
                const text = answerText(field, answers);
                return (
                  <div key={field} className="contents">
                    <dt className="font-medium text-muted-foreground">{intakeFieldLabels[field]}</dt>
                    <dd className="break-words whitespace-pre-line">
                      {text ?? (missing[field] ? <span className="font-medium text-destructive">{missing[field]}</span> : "Not answered")}
                    </dd>
                  </div>
                );
              })}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
