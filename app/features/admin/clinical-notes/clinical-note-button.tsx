import { Loader2, NotebookPen } from "lucide";
import { Form, useNavigation } from "react-router";
import { adminPaths } from "#contracts/admin-paths.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * An appointment card's 'Clinical note': a post to the patient's notes page, which opens the consultation's
 * note, making it the first time.
 */
export function ClinicalNoteButton({ appointmentId, patientId }: { appointmentId: string; patientId: string }) {
  const action = adminPaths.patientNotes(patientId);
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" && navigation.formAction === action && navigation.formData?.get("appointmentId") === appointmentId;
  return (
    <Form method="post" action={action}>
      <input type="hidden" name="appointmentId" value={appointmentId} />
      <Button type="submit" variant="outline" disabled={pending}>
        <Icon node={pending ? Loader2 : NotebookPen} className={pending ? "animate-spin" : undefined} />
        Clinical note
      </Button>
    </Form>
  );
}
