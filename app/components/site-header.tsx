import { Activity, Menu, X } from "lucide";
import { useState } from "react";
import { Link, NavLink } from "react-router";
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

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-50 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={paths.home} className="flex items-center gap-2 font-semibold text-brand-deep" onClick={closeMenu}>
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
          <Button asChild className="hidden sm:inline-flex">
            <Link to={paths.bookConsultation}>Book Consultation</Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon node={X} /> : <Icon node={Menu} />}
          </Button>
        </div>
      </div>

      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-background lg:hidden">
          <ul className="mx-auto flex max-w-7xl flex-col gap-1 px-4 py-3 sm:px-6">
            {headerNavigation.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) => cn(linkClass({ isActive }), "block py-3 text-base")}
                  onClick={closeMenu}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li className="pt-2">
              <Button asChild className="w-full">
                <Link to={paths.bookConsultation} onClick={closeMenu}>
                  Book Consultation
                </Link>
              </Button>
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
