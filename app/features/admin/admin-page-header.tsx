import type { ReactNode } from "react";

/** The heading of every admin page but the dashboard (which keeps its own): title, what it is for, Logout. */
export function AdminPageHeader({ title, description, logout }: { title: string; description: string; logout: ReactNode }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-brand-deep">{title}</h1>
        <p className="mt-2 text-muted-foreground">{description}</p>
      </div>
      {logout}
    </header>
  );
}

/** The width and spacing of an admin page's content. */
export function AdminPage({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-5xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">{children}</div>;
}
