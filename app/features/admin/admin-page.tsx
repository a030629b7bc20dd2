import { ArrowLeft } from "lucide";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "#app/components/ui/icon.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";

/** An admin page's title, kept out of search engines. */
export function adminMeta(title: string) {
  return unlistedPageMeta({ title, description: title });
}

/** An admin page's width, its way back to a list, its heading and what it is for, then its content. */
export function AdminPage({ children, ...heading }: PageHeadingProps & { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
      <PageHeading {...heading} />
      {children}
    </div>
  );
}

interface PageHeadingProps {
  title: string;
  description: string;
  back?: { to: string; label: string };
}

/**
 * The way back, the heading and what the page is for: a page's `h1`, or with `titleId` a part's `h2` under a
 * shell that has the page's heading (a patient's record, whose tabs are parts of it).
 */
export function PageHeading({ title, description, back, titleId }: PageHeadingProps & { titleId?: string }) {
  const Heading = titleId ? "h2" : "h1";
  return (
    <>
      {back && (
        <Link to={back.to} className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-deep underline">
          <Icon node={ArrowLeft} className="size-4" />
          {back.label}
        </Link>
      )}
      <header>
        <Heading id={titleId} className={`${titleId ? "text-2xl font-semibold" : "text-3xl font-bold"} tracking-tight text-brand-deep`}>
          {title}
        </Heading>
        <p className={`${titleId ? "mt-1" : "mt-2"} text-muted-foreground`}>{description}</p>
      </header>
    </>
  );
}
