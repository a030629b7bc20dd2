/** The sign-in page's answer to a request for a link, whatever the email: the same words for everyone. */
export interface SignInLinkSent {
  status: "sent";
}
