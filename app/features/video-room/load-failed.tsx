import { Button } from "#app/components/ui/button.tsx";

/** A fetch of the library that failed, and the button to try it again. */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      {what} could not be loaded.
      <Button type="button" size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}
