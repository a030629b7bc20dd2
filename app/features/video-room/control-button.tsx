import type { IconNode } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";

/**
 * One of the call's controls: a real button named by its visible label; a toggle says its state with
 * aria-pressed, and a caption under the label shows it to the eye (hidden from screen readers, which hear
 * aria-pressed instead).
 */
export function ControlButton({
  label,
  icon,
  onClick,
  pressed,
  caption,
  danger = false,
  disabled = false,
}: {
  label: string;
  icon: IconNode;
  onClick: () => void;
  pressed?: boolean;
  caption?: string;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={pressed}
      disabled={disabled}
      className={cn(
        "flex min-w-16 flex-col items-center gap-0.5 rounded-lg px-2 py-1.5 text-xs font-medium outline-none transition-colors",
        "focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none disabled:opacity-50",
        danger
          ? "bg-destructive text-destructive-foreground hover:bg-destructive/90"
          : pressed
            ? "bg-brand-deep text-white hover:bg-brand-deep/90"
            : "bg-secondary text-secondary-foreground hover:bg-secondary/80",
      )}
    >
      <Icon node={icon} className="size-5" />
      <span>{label}</span>
      {caption && (
        <span aria-hidden="true" className="text-[0.7rem] font-normal opacity-80">
          {caption}
        </span>
      )}
    </button>
  );
}
