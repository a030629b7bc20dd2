/** The booking form's words for a time pressed with the details incomplete, and for a missing checkout. */
export const bookingMessages = {
  incompleteTitle: "Please complete your details",
  incompleteDescription: "Fill in all required fields before selecting a time slot",
  noAppointmentTitle: "No appointment data found",
  noAppointmentDescription: "Please start the booking process again",
  unreachable: "Please check your connection and try again.",
} as const;
