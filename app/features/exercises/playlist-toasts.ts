// The toast UI loads with the first toast, not with the page: a toast follows something the visitor did, and
// the few milliseconds of the import are not seen.
const show = (props: { title: string; description?: string; variant?: "destructive" }) =>
  void import("#app/hooks/use-toast.ts").then(({ toast }) => toast(props));

export function toastSuccess(title: string, description?: string): void {
  show(description === undefined ? { title } : { title, description });
}

/** A destructive toast in the caller's own words (the session log's 'Failed to save session'). */
export function toastProblem(title: string, description: string): void {
  show({ variant: "destructive", title, description });
}
