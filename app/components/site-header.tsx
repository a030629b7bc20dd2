import { Activity, CircleUserRound, Menu, X } from "lucide";
import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { practice } from "#core/practice.ts";
import { headerNavigation } from "#app/config/navigation.ts";
import { paths } from "#contracts/paths.ts";
import { cn } from "#app/lib/utils.ts";
import { Button } from "./ui/button.tsx";
import { Icon } from "./ui/icon.tsx";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
    isActive ? "text-primary" : "text-foreground/80",
  );

const MENU_ID = "mobile-menu";

/**
 * The sticky header. The phone menu is a native popover: it opens, closes on Escape or a tap outside, and
 * announces its state with no script, so pages without JavaScript keep it. A link chosen in it closes it:
 * by loading the next page, or, inside the hydrated site, by the location changing.
 */
export function SiteHeader() {
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [pathname]);

  return (
    <header className="sticky top-0 z-50 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 font-semibold text-brand-deep">
          <Icon node={Activity} className="size-6 text-primary" />
          <span>{practice.siteName}</span>
        </Link>

        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {headerNavigation.map((item) => (
            <NavLink key={item.to} to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          {/* A patient's way to My care, which sends a visitor not signed in to sign in: the header needs no
              session, so public pages stay the same for everyone. On a phone an icon with hidden text. */}
          <Button asChild variant="ghost" className="px-2 sm:px-3">
            <Link to={paths.myCare}>
              <Icon node={CircleUserRound} className="size-5" />
              <span className="sr-only sm:not-sr-only">My care</span>
            </Link>
          </Button>
          <Button asChild className="hidden sm:inline-flex">
            <Link to={paths.bookConsultation}>Book Consultation</Link>
          </Button>
          <Button type="button" variant="ghost" size="icon" className="lg:hidden" popoverTarget={MENU_ID} aria-label="Menu">
            <Icon node={Menu} />
          </Button>
        </div>
      </div>

      <nav
        ref={menu}
        id={MENU_ID}
        popover="auto"
        aria-label="Mobile"
        className="inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-y bg-background p-0 text-foreground shadow-md lg:hidden"
      >
        <div className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-3 sm:px-6">
          <ul className="flex flex-1 flex-col gap-1">
            {headerNavigation.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end className={({ isActive }) => cn(linkClass({ isActive }), "block py-3 text-base")}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <Button asChild className="w-full">
                <Link to={paths.bookConsultation}>Book Consultation</Link>
              </Button>
            </li>
          </ul>
          <Button type="button" variant="ghost" size="icon" popoverTarget={MENU_ID} popoverTargetAction="hide" aria-label="Close menu">
            <Icon node={X} />
          </Button>
        </div>
      </nav>
    </header>
  );
}
