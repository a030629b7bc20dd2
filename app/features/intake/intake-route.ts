import type { ClientActionFunctionArgs, HeadersFunction, MetaFunction, ShouldRevalidateFunction } from "react-router";
import { keepFormWhenUnreachable } from "#app/lib/keep-form-when-unreachable.ts";
import { unlistedPageMeta } from "#app/lib/seo.ts";

/**
 * What both addresses of the pre-consultation form export alike (the booking's link, routes/manage-booking-intake.tsx,
 * and My care's, routes/my-care-intake.tsx); each finds its patient its own way.
 */

/** Once hydrated: a post that cannot reach the server keeps the step as typed, saying so. */
export function intakeClientAction({ serverAction }: ClientActionFunctionArgs) {
  return keepFormWhenUnreachable(serverAction, "Your answers could not be saved just now. Please check your connection and try again.");
}

/** The step saving itself reads nothing again (nor audits a read): the page already shows what was saved. */
export const intakeShouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;

export const intakeHeaders: HeadersFunction = () => ({ "Cache-Control": "no-store" });

export const intakeMeta: MetaFunction = () =>
  unlistedPageMeta({ title: "Pre-consultation Form", description: "Your knee's history, your health and the telehealth consent." });
