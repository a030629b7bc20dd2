import { ChevronDown } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import type { FaqItem } from "./faq-content.ts";

/**
 * The FAQ accordion: native <details> elements sharing one `name`, so the browser itself keeps one item open
 * at a time, lets the open one be closed again, and handles keyboard use (Tab, Enter, Space). The FAQ is a
 * content page with no script (app/lib/route-handle.ts): nothing here may need one.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y rounded-xl border bg-card shadow-sm">
      {items.map((item) => (
        <details key={item.id} id={item.id} name="faq" className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-base font-semibold hover:bg-secondary/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <h3>{item.question}</h3>
            <Icon
              node={ChevronDown}
              className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className="space-y-3 px-5 pb-5 text-muted-foreground sm:px-6">
            {item.answer.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
