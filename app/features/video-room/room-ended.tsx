import { Button } from "#app/components/ui/button.tsx";
import type { EndReason } from "./room-state.ts";

const texts: Record<EndReason, { title: string; body: string }> = {
  "taken-over": {
    title: "This consultation is open on another device",
    body: "You opened the same link somewhere else (another device or browser tab), so the call moved there and closed here.",
  },
  cancelled: { title: "This consultation was cancelled", body: "The appointment was cancelled, so its room is closed." },
  ended: { title: "This consultation has ended", body: "Its time is over and the room is closed. Thank you." },
  "not-allowed": {
    title: "You cannot join this room",
    body: "This link does not open this consultation's room now. Check the link in your email, or the time it opens.",
  },
  left: { title: "You left the consultation", body: "Your camera and microphone are off." },
};

/** Why the call is over on this page, and where to go from here. */
export function RoomEnded({ reason, leaveHref }: { reason: EndReason; leaveHref: string }) {
  const { title, body } = texts[reason];
  return (
    <div role="status" className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-brand-deep">{title}</h1>
      <p className="text-muted-foreground">{body}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {reason === "taken-over" && (
          <Button type="button" onClick={() => window.location.reload()}>
            Use this device instead
          </Button>
        )}
        <Button asChild variant={reason === "taken-over" ? "outline" : "default"}>
          <a href={leaveHref}>Back to the appointment</a>
        </Button>
      </div>
    </div>
  );
}
