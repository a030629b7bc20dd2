import { XCircle } from "lucide";
import { Link } from "react-router";
import { balanceCents, formatDollars } from "#core/fees.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { paths } from "#contracts/paths.ts";
import { loadPaymentPageConfig } from "#app/features/payments/payment-config.server.ts";
import { TestModeNotice } from "#app/components/test-mode-notice.tsx";
import { unlistedPageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/billing-cancel";

export function loader({ context }: Route.LoaderArgs) {
  return loadPaymentPageConfig(context);
}

export const meta: Route.MetaFunction = () =>
  unlistedPageMeta({ title: "Billing Setup Cancelled", description: "Automatic billing was not set up." });

/** Amounts from the fee schedule (docs/product/decisions.md, 1: the spec's $60 and $120 here are errors in the source). */
export default function BillingCancel({ loaderData }: Route.ComponentProps) {
  const { fees, provider } = loaderData;
  return (
    <section className="mx-auto max-w-2xl space-y-6 px-4 py-16 text-center sm:py-20">
      {provider === "test" && <TestModeNotice className="text-left" />}
      <Icon node={XCircle} className="mx-auto size-14 text-muted-foreground" />
      <h1 className="text-3xl font-bold text-brand-deep">Billing Setup Cancelled</h1>
      <div className="space-y-3 rounded-xl border bg-card p-6 text-left text-sm">
        <p>Your {formatDollars(fees.depositCents)} deposit has been processed and your appointment is still confirmed.</p>
        <p>
          As automatic billing was not set up, the remaining {formatDollars(balanceCents(fees))} will need to be paid manually after your
          consultation. We will email you the instructions.
        </p>
      </div>
      <div className="flex flex-col justify-center gap-3 sm:flex-row">
        <Button asChild>
          <Link to={paths.contact}>Contact Support</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Home</Link>
        </Button>
      </div>
    </section>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
