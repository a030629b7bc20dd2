import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import type * as LibraryActions from "./library-actions.ts";

type Action = (actions: typeof LibraryActions) => Promise<string | null>;

/**
 * A button whose work (library-actions.ts) loads on its first click; it opens the page the work answers.
 * Busy while it runs, so a double click makes one playlist.
 */
export function ActionButton({
  action,
  busyLabel,
  children,
  ...props
}: {
  action: Action;
  busyLabel: string;
  children: ReactNode;
  variant?: "default" | "outline" | "secondary";
  size?: "default" | "sm" | "lg";
  className?: string;
  "aria-label"?: string;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        const next = await action(await import("./library-actions.ts"));
        setBusy(false);
        if (next) await navigate(next);
      }}
      {...props}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
