import { paths } from "#contracts/paths.ts";
import { practice } from "#core/practice.ts";
import type { Database } from "#db/client.ts";
import { renderMail } from "#integrations/mail/layout.ts";
import { enqueueMail } from "#integrations/mail/outbox.ts";
import type { AppServices } from "#server/context.ts";

/**
 * "A questionnaire is waiting in My care": which one, its answers or anything of the knee stay out of the
 * mail (docs/decisions/0052); the link leads to the sign-in, then My care.
 */
export async function enqueueQuestionnaireMail(
  tx: Database,
  services: Pick<AppServices, "config">,
  patient: { name: string; email: string },
  count: number,
): Promise<string> {
  const what = count === 1 ? "A short questionnaire is" : `${count} short questionnaires are`;
  const mail = renderMail({
    preheader: `${what} waiting for you in My care.`,
    heading: "A questionnaire is waiting for you",
    paragraphs: [
      `Hi ${patient.name}, ${what.toLowerCase()} waiting for you in My care. Your answers help ${practice.practitionerName} follow how your recovery is going.`,
      "It takes about ten minutes. Your answers are saved as you go, so you can stop and carry on later, on any device.",
    ],
    action: { label: "Open My care", url: `${services.config.publicUrl}${paths.myCare}#questionnaires` },
  });
  return enqueueMail(tx, {
    kind: "questionnaire-due",
    to: patient.email,
    replyTo: services.config.mail.practiceMailbox,
    subject: `A questionnaire from ${practice.siteName}`,
    ...mail,
  });
}
