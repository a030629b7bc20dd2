import { Search } from "lucide";
import { useId } from "react";
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";

/** A search of the records as a GET form: the address says what is shown, and it works before the script. */
export function PatientSearchForm({ action, name, q, label }: { action: string; name: string; q: string; label: string }) {
  const id = useId();
  return (
    <Form method="get" action={action} role="search" preventScrollReset className="grid gap-1 sm:max-w-md">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Icon node={Search} className="pointer-events-none absolute top-3 left-3 size-4 text-muted-foreground" />
          <Input id={id} type="search" name={name} defaultValue={q} maxLength={120} autoComplete="off" className="pl-9" />
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </div>
    </Form>
  );
}
