import { LogOut } from "lucide";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** Signing out of this browser: the session ended and its cookie cleared. */
export function SignOutButton() {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value="sign-out" />
      <Button type="submit" variant="outline">
        <Icon node={LogOut} />
        Sign out
      </Button>
    </Form>
  );
}

/** Signing out on every device: every session of the patient ended, for a lost phone or a shared computer. */
export function SignOutEverywhere() {
  return (
    <>
      <p>
        Signed in on a shared computer, or lost a phone? Sign out everywhere ends every session of yours, on every device. Your
        appointments, forms and playlists stay as they are.
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="sign-out-everywhere" />
        <Button type="submit" variant="outline">
          <Icon node={LogOut} />
          Sign out everywhere
        </Button>
      </Form>
    </>
  );
}
