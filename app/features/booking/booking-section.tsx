import { useQueryClient } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { useState } from "react";
import { useForm, type Resolver } from "react-hook-form";
import { useLoaderData, useNavigate } from "react-router";
import type { FeeSchedule } from "../../../core/fees.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { paths } from "../../config/paths.ts";
import { toast } from "../../hooks/use-toast.ts";
import { ApiRequestError, postJson, serverMessageOf } from "../../lib/api-client.ts";
import { QueryProvider } from "../../lib/query-client.tsx";
import { browserTimeZone } from "../payments/appointment-time.tsx";
import { TestModeNotice } from "../payments/test-mode-notice.tsx";
import { AvailabilityPanel, type AvailabilityState } from "./availability-panel.tsx";
import { BookingDetailsFields } from "./booking-details-fields.tsx";
import type { BookingDetails, BookingDetailsInput, HoldResponse } from "./booking-details-schema.ts";
import { saveBookingData, savePendingAppointment } from "./booking-storage.ts";
import { FeeExplanation } from "./fee-explanation.tsx";
import { AVAILABILITY_URL, useAvailability } from "./use-availability.ts";

export interface BookingPricing {
  fees: FeeSchedule;
  testMode: boolean;
}

/**
 * The booking section (spec "Booking section", "Booking flow"): details form, available times and the fee
 * explanation. Pricing comes from the page's loader (both /book-consultation and /book load it from the
 * server's configuration) unless given.
 */
export function BookingSection({ pricing }: { pricing?: BookingPricing }) {
  const loaded = useLoaderData() as BookingPricing | undefined;
  const { fees, testMode } = pricing ?? loaded!;
  return (
    <QueryProvider>
      <BookingForm fees={fees} testMode={testMode} />
    </QueryProvider>
  );
}

/**
 * Validation (zod and its resolver) is loaded when first needed, on submit or slot pick, not with the
 * page: it is the largest piece of the section's JavaScript and nobody needs it to read the times.
 */
const loadValidation = () =>
  Promise.all([import("@hookform/resolvers/zod"), import("./booking-details-schema.ts")]).then(([resolvers, schemas]) =>
    resolvers.zodResolver(schemas.bookingDetailsSchema),
  );
const lazyResolver: Resolver<BookingDetailsInput, unknown, BookingDetails> = async (values, context, options) =>
  (await loadValidation())(values, context, options);

function BookingForm({ fees, testMode }: BookingPricing) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const availability = useAvailability();
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  const form = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: lazyResolver,
    defaultValues: { name: "", email: "", phone: "", notes: "" },
  });
  const { register, handleSubmit, setError, formState } = form;

  const panelState: AvailabilityState =
    availability.isPending ? { status: "loading" } : availability.data ? { status: "ready", slots: availability.data } : { status: "empty" };

  // Direct submit: details saved, payment first, time chosen after (spec §4 "Booking flow").
  const onSubmit = handleSubmit((details) => {
    saveBookingData(details);
    toast({ title: "Information Saved", description: "Proceeding to secure payment..." });
    void navigate(paths.checkout);
  });

  async function pickSlot(startTime: string) {
    if (pendingStart) return;
    // The form's own validation decides; a valid form hands over the parsed (trimmed) details.
    let details: BookingDetails | null = null;
    await handleSubmit((valid) => {
      details = valid;
    })();
    if (!details) {
      toast({
        variant: "destructive",
        title: "Please complete your details",
        description: "Fill in all required fields before selecting a time slot",
      });
      return;
    }
    await holdSlot(details, startTime);
  }

  async function holdSlot(details: BookingDetails, startTime: string) {
    setPendingStart(startTime);
    try {
      const hold = await postJson<HoldResponse>("/api/bookings/hold", {
        ...details,
        start_time: startTime,
        time_zone: browserTimeZone() ?? undefined,
      });
      savePendingAppointment(details, hold);
      await navigate(paths.checkout);
    } catch (error) {
      setPendingStart(null);
      if (error instanceof ApiRequestError && error.status === 409) {
        toast({ variant: "destructive", title: "Time no longer available", description: serverMessageOf(error, "Please choose another time.") });
        await queryClient.invalidateQueries({ queryKey: [AVAILABILITY_URL] });
        return;
      }
      if (error instanceof ApiRequestError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === "name" || field === "email" || field === "phone" || field === "notes") setError(field, { message });
        }
      }
      toast({
        variant: "destructive",
        title: "We could not hold this time",
        description: serverMessageOf(error, "Please check your connection and try again."),
      });
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
          <form noValidate onSubmit={onSubmit} aria-label="Your details" className="grid gap-6">
            <BookingDetailsFields register={register} errors={formState.errors} />
            <Button type="submit" size="lg" className="w-full" disabled={pendingStart !== null}>
              Continue to Secure Payment <ArrowRight aria-hidden="true" />
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="grid content-start gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="text-xl">Available Times</CardTitle>
            <CardDescription>
              Times are in Melbourne time. Choose a time to hold it while you pay the deposit.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <AvailabilityPanel state={panelState} timeZone={browserTimeZone()} onPick={pickSlot} pendingStart={pendingStart} />
          </CardContent>
        </Card>
        <FeeExplanation fees={fees} />
        {testMode && <TestModeNotice />}
      </div>
    </div>
  );
}
