/**
 * Goes to a page as a new document instead of through React Router. A browser keeps the
 * Content-Security-Policy of the document it navigates within, and only the pages that load PayPal's SDK
 * get PayPal's origins in theirs (docs/decisions/0019): the way into such a page must fetch its document.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
