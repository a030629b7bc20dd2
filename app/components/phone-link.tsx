import type { ReactNode } from "react";

/** Spaces and hyphens that keep a number on one line (what html-validate's tel-non-breaking asks for). */
const unbroken = (text: string) => text.replaceAll(" ", "\u00a0").replaceAll("-", "\u2011");

/**
 * A phone number as a call link: dialled without its spaces, shown as written but never wrapped in the
 * middle of the number. `children` come before the number (an icon).
 */
export function PhoneLink({
  number,
  display = number,
  className,
  children,
}: {
  number: string;
  display?: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <a className={className} href={`tel:${number.replace(/\s+/g, "")}`}>
      {children}
      {unbroken(display)}
    </a>
  );
}
