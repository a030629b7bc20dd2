import { paths } from "#contracts/paths.ts";

export interface NavItem {
  readonly label: string;
  readonly to: string;
}

/** The header's link row (docs/product/spec.md, "Shared chrome"); Book Consultation also has its own button. */
export const headerNavigation: readonly NavItem[] = [
  { label: "Home", to: paths.home },
  { label: "Courses", to: paths.courses },
  { label: "Referrals", to: paths.referrals },
  { label: "FAQ", to: paths.faq },
  { label: "Contact", to: paths.contact },
  { label: "Consultations", to: paths.bookConsultation },
];

export type BottomBarIcon = "home" | "courses" | "referrals" | "faq" | "book";

/** The mobile bottom bar; Book is the highlighted call to action. */
export const bottomNavigation: readonly (NavItem & { icon: BottomBarIcon; highlighted?: boolean })[] = [
  { label: "Home", to: paths.home, icon: "home" },
  { label: "Courses", to: paths.courses, icon: "courses" },
  { label: "Referrals", to: paths.referrals, icon: "referrals" },
  { label: "FAQ", to: paths.faq, icon: "faq" },
  { label: "Book", to: paths.bookConsultation, icon: "book", highlighted: true },
];
