import { useCallback, useEffect, useRef, useState } from "react";
import type { IntakeStatus } from "#contracts/intake.ts";
import type { RoomRole } from "#contracts/video-room.ts";
import { useBrowserTimeZone } from "#app/lib/browser-time-zone.ts";
import { CallView } from "./call-view.tsx";
import { IntakeNote } from "./intake-note.tsx";
import { RoomEnded } from "./room-ended.tsx";
import type { EndReason } from "./room-state.ts";
import { useLocalMedia } from "./use-local-media.ts";
import { useMediaDevices } from "./use-media-devices.ts";
import { WaitingRoom } from "./waiting-room.tsx";

/** What the room's page gives the call (docs/decisions/0039). */
export interface ConsultationRoomProps {
  role: RoomRole;
  /** Prefilled and editable: the patient's name from the booking, the practice's name for the practitioner. */
  displayName: string;
  /** The room's WebSocket, same origin, with the member's key in the query (`roomSignalUrl`). */
  signalUrl: string;
  /** Where 'Leave' goes: the manage-booking page for the patient, the appointment in the admin for the practitioner. */
  leaveHref: string;
  /** The appointment's times (ISO instants) and the patient's time zone, to say them in the room. */
  startTime: string;
  endTime: string;
  /** The patient's zone from the booking; without it, the browser's. */
  patientTimeZone?: string | null;
  /** Media only through the relay (`iceTransportPolicy: 'relay'`): the room's address with `?relay=only`. */
  forceRelay?: boolean;
  /** The practitioner's: whether the patient has sent her intake, shown beside the call. */
  intake?: IntakeStatus | null;
}

type Stage = { is: "waiting-room" } | { is: "call" } | { is: "ended"; reason: EndReason };

/**
 * Marks that this tab joined the room, so that a reload goes straight back into the call (and a
 * taken-over page's 'Use this device instead' takes it back). Per tab, gone with it.
 */
const joinedKey = (signalUrl: string) => `consultation-room-joined:${signalUrl}`;

/** The waiting room and device check, the call, and the end. */
export function ConsultationRoom(props: ConsultationRoomProps) {
  const { role, signalUrl, leaveHref } = props;
  const [displayName, setDisplayName] = useState(props.displayName);
  const [stage, setStage] = useState<Stage>({ is: "waiting-room" });
  const media = useLocalMedia();
  const devices = useMediaDevices(media.status === "ready");
  const browserTimeZone = useBrowserTimeZone();

  const join = useCallback(() => {
    sessionStorage.setItem(joinedKey(signalUrl), displayName.trim());
    setDisplayName((name) => name.trim());
    setStage({ is: "call" });
  }, [signalUrl, displayName]);

  // Ask for the camera and microphone as the page opens (the check is what the waiting room is for); back
  // from a reload, go straight into the call again once the microphone works.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    const rejoinAs = sessionStorage.getItem(joinedKey(signalUrl));
    void media.start().then((acquired) => {
      if (rejoinAs === null || !acquired.microphone) return;
      if (rejoinAs !== "") setDisplayName(rejoinAs);
      setStage({ is: "call" });
    });
  }, [media, signalUrl]);

  const { release } = media;
  const ended = useCallback(
    (reason: EndReason) => {
      if (reason !== "taken-over") sessionStorage.removeItem(joinedKey(signalUrl));
      release();
      setStage({ is: "ended", reason });
      if (reason === "left") window.location.assign(leaveHref);
    },
    [release, signalUrl, leaveHref],
  );

  const aside = props.intake ? <IntakeNote intake={props.intake} /> : null;
  if (stage.is === "ended") return <RoomEnded reason={stage.reason} leaveHref={leaveHref} />;
  if (stage.is === "call") {
    return (
      <CallView
        role={role}
        signalUrl={signalUrl}
        forceRelay={props.forceRelay ?? false}
        displayName={displayName}
        media={media}
        devices={devices}
        onEnded={ended}
        aside={aside}
      />
    );
  }
  return (
    <WaitingRoom
      role={role}
      displayName={displayName}
      onDisplayName={setDisplayName}
      media={media}
      devices={devices}
      startTime={props.startTime}
      timeZone={props.patientTimeZone ?? browserTimeZone}
      onJoin={join}
      aside={aside}
    />
  );
}
