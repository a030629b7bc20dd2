import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { pageContext } from "#contracts/page-context.ts";
import { practice } from "#core/practice.ts";
import { RoomClosed } from "#app/features/room-gate/room-closed.tsx";
import { RoomNotYet } from "#app/features/room-gate/room-not-yet.tsx";
import type { Route } from "./+types/consultation-room";

// The call's code (WebRTC, the device check) loads on this page only, once the room is open.
const ConsultationRoom = lazy(() =>
  import("#app/features/video-room/consultation-room.tsx").then((m) => ({ default: m.ConsultationRoom })),
);

/**
 * The consultation room (docs/decisions/0039), for the patient from her link (`/consultation/:token`) and for
 * the practitioner from the admin (`/admin/consultations/:appointmentId`, behind the admin session: its
 * layout's middleware). Whether it is open is read per request; a link that names no room is the 404 page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const rooms = context.get(pageContext).consultationRoom;
  const { token, appointmentId } = params;
  const view =
    appointmentId !== undefined ? await rooms.practitioner(appointmentId) : token !== undefined ? await rooms.patient(token) : null;
  if (!view) throw new Response(null, { status: 404, statusText: "Not Found" });
  return { role: appointmentId !== undefined ? ("practitioner" as const) : ("patient" as const), view };
}

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

// A link that names no room shows the 404 page, whose own title would be a second one.
export const meta: Route.MetaFunction = ({ error }) =>
  error ? [] : [{ title: `Video consultation | ${practice.siteName}` }, { name: "robots", content: "noindex" }];

export default function ConsultationRoomPage({ loaderData }: Route.ComponentProps) {
  const { role, view } = loaderData;
  // `?relay=only`: media only through the relay, for a member who keeps her address from the other side.
  const [search] = useSearchParams();
  if (view.state === "not-yet") return <RoomNotYet view={view} />;
  if (view.state !== "open") return <RoomClosed view={view} role={role} />;
  return (
    <Suspense
      fallback={
        <p className="m-auto p-8 text-muted-foreground" role="status">
          Opening the consultation room…
        </p>
      }
    >
      <ConsultationRoom
        role={view.role}
        displayName={view.displayName}
        signalUrl={view.signalUrl}
        leaveHref={view.leaveHref}
        startTime={view.startTime}
        endTime={view.endTime}
        forceRelay={search.get("relay") === "only"}
        intake={view.intake}
      />
    </Suspense>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "#app/components/general-error-boundary.tsx";
