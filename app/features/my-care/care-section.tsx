import type { IconNode } from "lucide";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** One section of "My care": a card under its own heading, which names the section for assistive technology. */
export function CareSection({ id, icon, title, children }: { id: string; icon: IconNode; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2 id={`${id}-heading`} className="flex items-center gap-2 text-xl">
              <Icon node={icon} className="size-5 text-primary" />
              {title}
            </h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4 text-sm">{children}</CardContent>
      </Card>
    </section>
  );
}
