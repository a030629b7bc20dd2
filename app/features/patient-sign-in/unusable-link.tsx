import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";
import { SIGN_IN_LINK_MINUTES } from "#core/patients/sign-in-rules.ts";
import { Button } from "#app/components/ui/button.tsx";

/** What a used, expired or unknown link shows, the same for all three: why, and the way to a new one. */
export function UnusableLinkHelp() {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        A sign-in link works once, for {SIGN_IN_LINK_MINUTES} minutes after it was sent. You can ask for a new one now.
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.signIn}>Email me a new sign-in link</Link>
      </Button>
    </>
  );
}
