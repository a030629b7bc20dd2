import type { ReactNode } from "react";
import { cn } from "#app/lib/utils.ts";

interface PageHeroProps {
  /** A short label above the heading, e.g. "Help Center". */
  eyebrow?: ReactNode;
  title: string;
  intro?: ReactNode;
  /** Buttons under the intro. */
  children?: ReactNode;
  className?: string;
  headingId?: string;
}

/** The small label above a page title (a plain span: the Badge component would add its own chunk). */
export function HeroLabel({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex w-fit items-center gap-1.5 rounded-md border border-white/40 bg-white/10 px-2.5 py-0.5 text-sm font-medium text-white [&>svg]:size-3.5">
      {children}
    </span>
  );
}

/** The deep-blue banner that opens each information page, in the home hero's colours. */
export function PageHero({ eyebrow, title, intro, children, className, headingId }: PageHeroProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cn("bg-gradient-to-br from-brand-deep via-brand-deep to-primary text-white", className)}
    >
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow}
          <h1 id={headingId} className="mt-3 text-3xl leading-tight font-bold tracking-tight text-balance sm:text-5xl">
            {title}
          </h1>
          {intro && <div className="mt-5 text-lg text-white/90 sm:text-xl">{intro}</div>}
          {children && <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">{children}</div>}
        </div>
      </div>
    </section>
  );
}
