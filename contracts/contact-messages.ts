/** The contact form's texts (docs/product/spec.md §5 validation table, §8 error catalogue), used by the page and its tests. */
export const contactMessages = {
  name: "Please enter your name",
  email: "Please enter a valid email address",
  subject: "Please enter a subject",
  message: "Please enter a message (minimum 10 characters)",
  sentTitle: "Message sent!",
  sentDescription: "Thank you for contacting us. We'll get back to you soon.",
  errorTitle: "Error sending message",
  errorFallback: "Please try again later.",
} as const;
