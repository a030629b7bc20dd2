import { useRef, useState } from "react";
import { useLoaderData } from "react-router";
import type { FeeSchedule } from "#core/fees.ts";
import { bindByName, FormIsland, inert } from "#app/components/form-island.tsx";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { FeeExplanation } from "./fee-explanation.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { paths } from "#contracts/paths.ts";
import { browserTimeZone } from "#app/lib/browser-time-zone.ts";
import { loadPage } from "#app/lib/load-page.ts";
import { AvailabilityPanel } from "#app/components/available-times/availability-panel.tsx";
import { detailsForm } from "./details-form-bridge.ts";
import { useAvailability } from "./use-availability.ts";

export interface BookingPricing {
  fees: FeeSchedule;
  testMode: boolean;
  noticeHours: number;
}

const FORM_ID = "booking-details";

// Server only: the details form's markup (see FormIsland).
const ServerView = import.meta.env.SSR ? (await import("./booking-details-view.tsx")).BookingDetailsView : null;

/**
 * The booking section (spec "Booking section", "Booking flow"): details form, available times and the fee
 * explanation. Pricing comes from the page's loader (both /book-consultation and /book load it from the
 * server's configuration) unless given.
 *
 * What the page loads at first is what shows the times; the details form (react-hook-form, zod) is an
 * island that loads when the patient first uses it or picks a time, and holding a time (the API client,
 * the toasts) loads with the first pick (docs/decisions/0015).
 */
export function BookingSection({ pricing }: { pricing?: BookingPricing }) {
  const loaded = useLoaderData() as BookingPricing | undefined;
  const { fees, testMode, noticeHours } = pricing ?? loaded!;
  const availability = useAvailability();
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const picking = useRef(false);

  const loadForm = () =>
    import("./interactive-booking-form.tsx").then(
      ({ mountBookingForm }) =>
        (host: HTMLElement, hydrate: boolean, formId: string) =>
          mountBookingForm(host, hydrate, { formId }),
    );

  async function pickSlot(startTime: string) {
    if (picking.current) return;
    picking.current = true;
    try {
      const [form, holding] = await Promise.all([detailsForm(), import("./hold-slot.ts")]);
      await holding.pickSlot(form, startTime, {
        holding: setPendingStart,
        held: () => loadPage(paths.checkout),
        taken: availability.reload,
      });
    } finally {
      picking.current = false;
    }
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <Card>
        <CardHeader>
          <CardTitle className="text-xl">Your Details</CardTitle>
          <CardDescription>
            Fields marked <span aria-hidden="true">*</span>
            <span className="sr-only">with an asterisk</span> are required.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <FormIsland
            formId={FORM_ID}
            load={loadForm}
            serverView={ServerView && <ServerView formId={FORM_ID} bind={bindByName} errors={{}} busy={false} onSubmit={inert} />}
          />
        </CardContent>
      </Card>

      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Available Times</CardTitle>
            <CardDescription>Times are in Melbourne time. Choose a time to hold it while you pay the deposit.</CardDescription>
          </CardHeader>
          <CardContent>
            <AvailabilityPanel
              state={availability.state}
              timeZone={browserTimeZone()}
              onPick={(startTime) => void pickSlot(startTime)}
              pendingStart={pendingStart}
            />
          </CardContent>
        </Card>
        <FeeExplanation fees={fees} noticeHours={noticeHours} />
        {testMode && <TestModeNotice />}
      </div>
    </div>
  );
}
