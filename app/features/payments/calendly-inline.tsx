import { useEffect } from "react";

const CALENDLY_ORIGIN = "https://calendly.com";

/**
 * Calendly's inline widget (docs/product/decisions.md, 6), prefilled with the patient's name and email when this browser
 * knows them. Only a
 * `calendly.event_scheduled` message from Calendly's own origin is passed on; the server then confirms the
 * event with Calendly's API before the appointment takes the time.
 */
export function CalendlyInline({
  url,
  name,
  email,
  onScheduled,
}: {
  url: string;
  name?: string;
  email?: string;
  onScheduled: (event: { eventUri: string; inviteeUri: string | null }) => void;
}) {
  useEffect(() => {
    const script = document.createElement("script");
    script.src = "https://assets.calendly.com/assets/external/widget.js";
    script.async = true;
    document.body.append(script);
    function listen(message: MessageEvent) {
      if (message.origin !== CALENDLY_ORIGIN) return;
      const data = message.data as { event?: string; payload?: { event?: { uri?: string }; invitee?: { uri?: string } } };
      if (data?.event !== "calendly.event_scheduled" || !data.payload?.event?.uri) return;
      onScheduled({ eventUri: data.payload.event.uri, inviteeUri: data.payload.invitee?.uri ?? null });
    }
    window.addEventListener("message", listen);
    return () => {
      window.removeEventListener("message", listen);
      script.remove();
    };
  }, [onScheduled]);

  const src = new URL(url);
  if (name) src.searchParams.set("name", name);
  if (email) src.searchParams.set("email", email);
  return <div className="calendly-inline-widget h-[700px] min-w-[320px]" data-url={src.toString()} />;
}
