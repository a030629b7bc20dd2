import { Loader2, LogOut } from "lucide";
import { useState } from "react";
import { useNavigate } from "react-router";
import { adminMessages } from "#contracts/admin-messages.ts";
import { paths } from "#contracts/paths.ts";
import { toast } from "#app/hooks/use-toast.ts";
import { forgetAdminSignedIn } from "#app/lib/admin-session-hint.ts";
import { postJson, serverMessageOf } from "#app/lib/api-client.ts";
import { Button } from "./ui/button.tsx";
import { Icon } from "./ui/icon.tsx";

/** The dashboard's Logout: ends the session on the server, then 'Logged Out' and the login page. */
export function AdminLogoutButton() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logout = async () => {
    setBusy(true);
    try {
      await postJson("/api/admin/logout", {});
      forgetAdminSignedIn();
      toast({ title: adminMessages.loggedOut });
      await navigate(paths.adminLogin);
    } catch (error) {
      toast({ variant: "destructive", title: "Logout failed", description: serverMessageOf(error, "Please try again.") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button type="button" variant="outline" onClick={() => void logout()} disabled={busy}>
      <Icon node={busy ? Loader2 : LogOut} className={busy ? "animate-spin" : undefined} />
      Logout
    </Button>
  );
}
