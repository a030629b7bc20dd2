import { CheckCircle2, RotateCcw } from "lucide";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The panel that replaces the form once the referral is stored (spec: 'Referral Submitted!'). */
export function ReferralSubmitted() {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  // The form the clinician was in has gone: move focus to the outcome, so screen readers announce it.
  // Centred, since the form it replaces was usually scrolled far down (and the header is sticky).
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "center" });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div className="flex flex-col items-center gap-4 py-8 text-center" role="status">
      <Icon node={CheckCircle2} className="size-14 text-success" />
      <h2 ref={heading} tabIndex={-1} className="text-2xl font-bold text-brand-deep outline-none">
        Referral Submitted!
      </h2>
      <p className="max-w-md text-muted-foreground">
        Thank you for your referral. Our team has received it securely and will contact your patient to arrange a telehealth consultation.
        An acknowledgement is on its way to your email.
      </p>
      {/* The page afresh: an empty form (the answer belongs to the post, not to the address). */}
      <Button asChild size="lg" variant="outline">
        <Link to={pathname}>
          <Icon node={RotateCcw} /> Submit Another Referral
        </Link>
      </Button>
    </div>
  );
}
