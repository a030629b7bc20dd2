import { Loader2, LogIn } from "lucide";
import { useEffect, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { adminMessages } from "#contracts/admin-messages.ts";
import type { FormReply } from "#contracts/form-reply.ts";
import { paths } from "#contracts/paths.ts";
import { retryWording, TextField } from "#app/components/form-fields.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * The spec's login: one password field and a Login button, posted to the login page's action, which checks
 * the password and sets the session cookie (the dashboard next), or answers 'Login Failed' with the
 * server's reason ('Incorrect password', too many attempts). A plain post before the page's script.
 */
export function AdminLoginForm() {
  const reply = useActionData<FormReply>();
  const signingIn = useNavigation().state !== "idle";
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!reply) return;
    const field = form.current?.elements.namedItem("password");
    if (field instanceof HTMLInputElement) field.select();
  }, [reply]);

  return (
    <Form ref={form} method="post" action={paths.adminLogin} noValidate className="grid gap-5" aria-label="Admin login">
      {reply?.status === "refused" && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-4 text-sm">
          <p className="font-semibold text-destructive">{adminMessages.loginFailed}</p>
          <p>{reply.error}</p>
          {reply.retryAfterSeconds !== undefined && <p>You can try again {retryWording(reply.retryAfterSeconds)}.</p>}
        </div>
      )}
      <TextField
        formId="admin"
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        reply={reply?.status === "invalid" ? reply : undefined}
      />
      <Button type="submit" size="lg" disabled={signingIn} className="w-full">
        <Icon node={signingIn ? Loader2 : LogIn} className={signingIn ? "animate-spin" : undefined} />
        Login
      </Button>
    </Form>
  );
}
