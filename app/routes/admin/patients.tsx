import { patientsQuerySchema } from "#contracts/patients.ts";
import { pageContext } from "#contracts/page-context.ts";
import { adminMeta, AdminPage } from "#app/features/admin/admin-page.tsx";
import { PatientList } from "#app/features/admin/patients/patient-list.tsx";
import type { Route } from "./+types/patients";

/** The list the address asks for (GET /api/admin/patients' query); an address it cannot read shows the first page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const parsed = patientsQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = parsed.success ? parsed.data : {};
  const { patients } = context.get(pageContext).admin;
  const page = await patients.list(query);
  const ids = page.patients.map((patient) => patient.id);
  const [weeksSinceSurgery, adherenceFlags] = await Promise.all([patients.weeksSinceSurgery(ids), patients.adherenceFlags(ids)]);
  return { q: query.q ?? "", page, weeksSinceSurgery, adherenceFlags };
}

export const meta: Route.MetaFunction = () => adminMeta("Patients");

export default function Patients({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Patients"
      description="Everyone with a record, by name: their next and last appointment, weeks since surgery, and who has not exercised for a week or whose pain rose"
    >
      <PatientList
        q={loaderData.q}
        page={loaderData.page}
        weeksSinceSurgery={loaderData.weeksSinceSurgery}
        adherenceFlags={loaderData.adherenceFlags}
      />
    </AdminPage>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
