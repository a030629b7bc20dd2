import type { ReactNode } from "react";
import { practice } from "#core/practice.ts";
import { PhoneLink } from "#app/components/phone-link.tsx";

/** A titled section of a text page (privacy, accessibility), named by its heading for assistive technology. */
export function ContentSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-brand-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Terms and what each means, one after the other: the records kept and for how long, the known limitations. */
export function TermList({ items }: { items: readonly { term: string; detail: string }[] }) {
  return (
    <dl className="space-y-3">
      {items.map(({ term, detail }) => (
        <div key={term}>
          <dt className="font-medium">{term}</dt>
          <dd className="text-foreground/90">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const linkClass = "text-primary underline underline-offset-2";

/** The practice's email address as a mail link, in a text page's words. */
export function PracticeEmailLink() {
  return (
    <a className={linkClass} href={`mailto:${practice.email}`}>
      {practice.email}
    </a>
  );
}

/** The practice's phone number as a call link. */
export function PracticePhoneLink() {
  return <PhoneLink className={linkClass} number={practice.phone} display={practice.phoneDisplay} />;
}
