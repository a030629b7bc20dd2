import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { fieldMessages, mountIslandRoot, renderedTextValues, useHandedOverSubmit } from "#app/components/island-root.tsx";
import { paths } from "#contracts/paths.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { loadPage } from "#app/lib/load-page.ts";
import { bookingDetailsSchema, type BookingDetails, type BookingDetailsInput } from "#contracts/booking.ts";
import { BookingDetailsView, type DetailsFieldName } from "./booking-details-view.tsx";
import { saveBookingData } from "./booking-storage.ts";
import { connectDetailsForm } from "./details-form-bridge.ts";

/** How long "Information Saved" shows before the checkout's page loads. */
const SAVED_TOAST_MS = 1_500;

const names = ["name", "email", "phone", "notes"] as const satisfies readonly DetailsFieldName[];
const empty: BookingDetailsInput = { name: "", email: "", phone: "", notes: "" };

interface EngineProps {
  formId: string;
}

function BookingFormEngine({ formId }: EngineProps) {
  const [busy, setBusy] = useState(false);
  const { register, handleSubmit, setError, formState } = useForm<BookingDetailsInput, unknown, BookingDetails>({
    resolver: zodResolver(bookingDetailsSchema),
    defaultValues: { ...empty, ...renderedTextValues(formId, names) },
  });

  // Direct submit: details saved, payment first, time chosen after (spec §4 "Booking flow").
  const submit = handleSubmit((details) => {
    saveBookingData(details);
    toast({ title: "Information Saved", description: "Proceeding to secure payment..." });
    // The checkout is a new document (its own Content-Security-Policy): the toast is read before it replaces this one.
    window.setTimeout(() => loadPage(paths.checkout), SAVED_TOAST_MS);
  });

  useEffect(
    () =>
      connectDetailsForm({
        async validDetails() {
          let details: BookingDetails | null = null;
          await handleSubmit((valid) => {
            details = valid;
          })();
          return details;
        },
        showFieldErrors(fields) {
          for (const [field, message] of Object.entries(fields)) {
            if ((names as readonly string[]).includes(field)) setError(field as DetailsFieldName, { message });
          }
        },
        setBusy,
      }),
    [handleSubmit, setError],
  );

  useHandedOverSubmit(submit);

  return (
    <BookingDetailsView
      formId={formId}
      bind={(name) => register(name)}
      errors={fieldMessages(formState.errors, names)}
      busy={busy}
      onSubmit={submit}
    />
  );
}

/** Mounts the booking details form in `host` as a React root of its own (see FormIsland); returns the unmount. */
export function mountBookingForm(host: HTMLElement, hydrate: boolean, props: EngineProps): () => void {
  return mountIslandRoot(host, hydrate, <BookingFormEngine {...props} />);
}
