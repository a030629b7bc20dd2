/**
 * The spec's sessionStorage flag `adminAuthenticated`, kept as a hint to the UI only (product decision 10):
 * nothing grants or checks access with it; the server's session cookie does.
 */
const key = "adminAuthenticated";

export function rememberAdminSignedIn(): void {
  try {
    window.sessionStorage.setItem(key, "true");
  } catch {
    // Storage refused (private mode, quota): the hint is optional.
  }
}

export function forgetAdminSignedIn(): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // As above.
  }
}
