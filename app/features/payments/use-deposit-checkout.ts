import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { paths } from "#contracts/paths.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { savePaymentConfirmation, saveCompletedBooking, savePaypalOrder } from "./booking-session.ts";
import { captureOrder, completeBooking, createOrder, PaymentError } from "./payment-api.ts";
import type { CheckoutSubject } from "#contracts/booking-pages.ts";
import type { CompletedBooking, CreateOrderPayload } from "#contracts/payments.ts";

export const REDIRECT_AFTER_PAYMENT_MS = 1_500;

/**
 * The checkout's steps, whichever provider draws the button: create the order (the server sets the amount),
 * the payer approves, capture, complete the booking, then confirmation (or choosing a time). Every failure
 * raises the spec's toast and clears the processing state.
 */
export function useDepositCheckout(subject: CheckoutSubject) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);

  const fail = useCallback(
    (error: unknown) => {
      setProcessing(false);
      toast({
        variant: "destructive",
        title: "Payment Failed",
        description: error instanceof PaymentError ? error.message : "There was an issue processing your payment. Please try again.",
      });
      // The held time is gone (or already paid): nothing to pay for here, so back to the list of times.
      if (error instanceof PaymentError && error.status === 409 && subject.holdId) {
        navigate(`${paths.bookConsultation}#booking`);
      }
    },
    [navigate, subject.holdId],
  );

  const cancelled = useCallback(() => fail(new PaymentError("Payment was cancelled by user")), [fail]);

  const start = useCallback(async (): Promise<string> => {
    const payload: CreateOrderPayload = subject.holdId
      ? { holdId: subject.holdId }
      : { name: subject.name, email: subject.email, phone: subject.phone, notes: subject.notes, timeZone: subject.timeZone ?? undefined };
    const id = await createOrder(payload);
    savePaypalOrder(id);
    return id;
  }, [subject]);

  const finish = useCallback(
    async (orderId: string) => {
      setProcessing(true);
      let manageUrl: string | undefined;
      try {
        manageUrl = (await captureOrder(orderId)).booking.manageUrl;
      } catch (error) {
        fail(error);
        return;
      }
      let booking: CompletedBooking;
      try {
        booking = await completeBooking({
          paypalOrderId: orderId,
          holdId: subject.holdId,
          name: subject.name,
          email: subject.email,
          phone: subject.phone,
          serviceId: 1,
          selectedTime: subject.selectedTime,
          calendlyEventTime: subject.selectedTime,
          paymentMethod: "paypal_billing",
          paypalBillingAgreementId: null,
        });
      } catch {
        setProcessing(false);
        toast({
          variant: "destructive",
          title: "Booking Error",
          description: "Payment succeeded but booking setup failed. Please contact support.",
        });
        return;
      }
      // The server's answer names no one: the details shown are the ones this browser was given.
      // The manage link is in the capture's answer, which only this (the paying) browser gets it in.
      saveCompletedBooking({ ...booking, manageUrl, name: subject.name, email: subject.email, phone: subject.phone });
      if (booking.status === "confirmed") {
        toast({ title: "Payment Successful! Redirecting to confirmation..." });
        window.setTimeout(() => navigate(paths.bookingConfirmation), REDIRECT_AFTER_PAYMENT_MS);
        return;
      }
      // Paid with no time yet: the pay-first path, or the held time was taken while paying.
      savePaymentConfirmation({
        paypalOrderId: orderId,
        customerName: subject.name,
        customerEmail: subject.email,
        customerPhone: subject.phone,
      });
      if (booking.slotLost) {
        toast({
          title: "Payment Successful!",
          description: "The time you picked was booked by someone else while you paid. Your payment is safe: please choose a new time.",
        });
      }
      navigate(paths.scheduleAppointment);
    },
    [fail, navigate, subject],
  );

  return { processing, setProcessing, start, finish, fail, cancelled };
}
