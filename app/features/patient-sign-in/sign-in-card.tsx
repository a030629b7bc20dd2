import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card.tsx";

/** The sign-in pages' one card: the request for a link, the link's landing, and a link that no longer works. */
export function SignInCard({ title, description, children }: { title: string; description: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="sign-in-heading" className="mx-auto flex w-full max-w-md flex-col px-4 py-12 sm:py-20">
      <Card>
        <CardHeader>
          <CardTitle>
            <h1 id="sign-in-heading" className="text-2xl font-bold text-brand-deep">
              {title}
            </h1>
          </CardTitle>
          <CardDescription className="text-base">{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">{children}</CardContent>
      </Card>
    </section>
  );
}

/** A calm notice at the top of the card: the link is on its way, the patient signed out. */
export function SignInStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-md border border-primary/30 bg-secondary/60 p-4 text-sm">
      {children}
    </p>
  );
}
