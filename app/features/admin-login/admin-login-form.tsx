import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, LogIn } from "lucide";
import { useSyncExternalStore } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { adminLoginSchema, type AdminLoginPayload, type AdminSessionState } from "#contracts/admin.ts";
import { adminMessages } from "#contracts/admin-messages.ts";
import { paths } from "#contracts/paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { toast } from "#app/hooks/use-toast.ts";
import { rememberAdminSignedIn } from "#app/lib/admin-session-hint.ts";
import { postJson, serverMessageOf } from "#app/lib/api-client.ts";

const subscribeNothing = () => () => {};

/**
 * The spec's login: one password field and a Login button. The server checks the password and sets the
 * session cookie; 'Login Successful' then the dashboard, or 'Login Failed' with the server's reason
 * ('Incorrect password', too many attempts).
 */
export function AdminLoginForm() {
  const navigate = useNavigate();
  // Disabled in the server's HTML until hydrated: pressing Enter before the page's code runs sends nothing.
  const ready = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AdminLoginPayload>({ resolver: zodResolver(adminLoginSchema), defaultValues: { password: "" } });

  const submit = handleSubmit(async (values) => {
    try {
      await postJson<AdminSessionState>("/api/admin/login", values);
      rememberAdminSignedIn();
      toast({ title: adminMessages.loginSucceeded });
      await navigate(paths.admin);
    } catch (error) {
      toast({ variant: "destructive", title: adminMessages.loginFailed, description: serverMessageOf(error, "Please try again later.") });
      setFocus("password", { shouldSelect: true });
    }
  });

  const error = errors.password?.message;
  return (
    <form method="post" noValidate onSubmit={submit} className="grid gap-5" aria-label="Admin login">
      <div className="grid gap-2">
        <Label htmlFor="admin-password">Password</Label>
        <Input
          id="admin-password"
          type="password"
          autoComplete="current-password"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "admin-password-error" : undefined}
          {...register("password")}
        />
        {error && (
          <p id="admin-password-error" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={!ready || isSubmitting} className="w-full">
        <Icon node={isSubmitting ? Loader2 : LogIn} className={isSubmitting ? "animate-spin" : undefined} />
        Login
      </Button>
    </form>
  );
}
