import { CalendarCheck, CircleHelp, GraduationCap, House, Stethoscope, type IconNode } from "lucide";
import { NavLink } from "react-router";
import { bottomNavigation, type BottomBarIcon } from "#app/config/navigation.ts";
import { cn } from "#app/lib/utils.ts";
import { Icon } from "./ui/icon.tsx";

const icons: Record<BottomBarIcon, IconNode> = {
  home: House,
  courses: GraduationCap,
  referrals: Stethoscope,
  faq: CircleHelp,
  book: CalendarCheck,
};

/** The phone-width tab bar (hidden from the md breakpoint up); NavLink marks the current page. */
export function BottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="grid grid-cols-5">
        {bottomNavigation.map((item) => {
          return (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) =>
                  cn(
                    "flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium",
                    item.highlighted
                      ? "m-1.5 rounded-lg bg-primary text-primary-foreground"
                      : isActive
                        ? "text-primary"
                        : "text-muted-foreground",
                    item.highlighted && isActive && "ring-2 ring-primary ring-offset-2",
                  )
                }
              >
                {({ isActive }) => (
                  <>
                    <Icon node={icons[item.icon]} className="size-5" strokeWidth={isActive ? 2.5 : 2} />
                    <span className={cn(isActive && !item.highlighted && "underline underline-offset-4")}>{item.label}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
