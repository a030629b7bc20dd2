import type { CancelAppointmentResponse, ChargeRemainingResponse } from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import type { AdminReply } from "./admin-reply.tsx";

type Said = Omit<AdminReply, "subject" | "ok">;

/** What a cancellation did with the deposit (`deposit` as the card shows it). */
export function cancelledReply(refund: CancelAppointmentResponse["refund"], deposit: string): Said {
  const detail =
    refund === "completed"
      ? `The ${deposit} deposit has been refunded.`
      : refund === "pending"
        ? `The ${deposit} refund did not go through yet; it is retried automatically.`
        : `The ${deposit} deposit is kept.`;
  return { message: "Appointment cancelled", detail };
}

/** The balance charged, or the payment link the patient must use and why (`balance` as the card shows it). */
export function chargedReply(result: ChargeRemainingResponse, balance: string): Said {
  if (result.charged) return { message: adminMessages.paymentSucceeded, detail: `Remaining ${balance} has been charged successfully.` };
  const why =
    result.reason === "declined"
      ? "The saved payment method was declined. "
      : result.reason === "payer-action-required"
        ? "The payer must approve this payment. "
        : "";
  return { message: adminMessages.paymentLinkCreated, detail: `${why}Send the patient this link:`, link: result.paymentUrl };
}
