import type { ReactNode } from "react";
import { BottomBar } from "./bottom-bar.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { SkipLink } from "./skip-link.tsx";
import { Toaster } from "./toaster.tsx";

/** The public site's shell: header, the page as `#main`, footer, and the phone-width tab bar. */
export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col pb-16 md:pb-0">
      <SkipLink />
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter />
      <BottomBar />
      <Toaster />
    </div>
  );
}
