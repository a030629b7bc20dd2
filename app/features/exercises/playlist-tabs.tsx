import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

interface Tab {
  value: string;
  label: string;
  panel: () => ReactNode;
}

/**
 * WAI-ARIA tabs (automatic activation: arrows, Home, End), as shadcn's Tabs look. A few lines instead of
 * Radix Tabs in the playlist page's first JavaScript (its 140 kB budget); only the chosen panel renders, so
 * the player will load with its tab.
 */
export function Tabs({ tabs, initial, label }: { tabs: Tab[]; initial: string; label: string }) {
  const id = useId();
  const [current, setCurrent] = useState(initial);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const choose = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setCurrent(tab.value);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    choose(to);
  };
  const active = tabs.find((tab) => tab.value === current) ?? tabs[0];
  return (
    <div className="grid gap-4">
      <div role="tablist" aria-label={label} className="inline-flex w-fit rounded-lg bg-muted p-1">
        {tabs.map((tab, index) => {
          const selected = tab.value === active?.value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${tab.value}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setCurrent(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                "rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
                selected && "bg-background text-foreground shadow-sm",
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel-${active.value}`} aria-labelledby={`${id}-tab-${active.value}`}>
          {active.panel()}
        </div>
      )}
    </div>
  );
}
