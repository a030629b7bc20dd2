import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import type { MediaState, RoomRole, ServerMessage } from "#contracts/video-room.ts";
import { CallSession } from "./call-session.ts";
import { parseChannelMessage } from "./channel-messages.ts";
import { callStateOf, initialRoomState, peerName, roomReducer } from "./room-state.ts";
import { absoluteSignalUrl } from "./signal-url.ts";
import { SignallingClient } from "./signalling-client.ts";
import { useChat } from "./use-chat.ts";
import { useConnectionQuality } from "./use-connection-quality.ts";

export interface RoomCallOptions {
  role: RoomRole;
  signalUrl: string;
  forceRelay: boolean;
  displayName: string;
  microphone: MediaStreamTrack | null;
  /** The camera, the shared screen, or nothing (camera off, audio only). */
  video: MediaStreamTrack | null;
  mediaState: MediaState;
}

/**
 * The call from joining to leaving: the room's socket, the peer connection, the state both feed, the chat
 * and the connection's quality. Mounted when the person joins; unmounting (or the page going away) leaves.
 */
export function useRoomCall(options: RoomCallOptions) {
  const { role, signalUrl, forceRelay } = options;
  const [state, dispatch] = useReducer(roomReducer, role, initialRoomState);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const room = useRef<{ client: SignallingClient; session: CallSession } | null>(null);
  // What the socket's handlers need of the latest render.
  const latest = useRef({ options, shownExercise: state.shownExercise, receiveChat: (_: string) => {} });

  const sendOnChannel = useCallback((text: string) => room.current?.session.sendOnChannel(text) ?? false, []);
  const chat = useChat(sendOnChannel, options.displayName, peerName(state));

  useEffect(() => {
    latest.current = {
      options,
      shownExercise: state.shownExercise,
      receiveChat: (data: string) => {
        const message = parseChannelMessage(data);
        if (message?.type === "chat") chat.receive(message);
        if (message?.type === "hello") dispatch({ type: "peer-name", displayName: message.displayName });
      },
    };
  });

  useEffect(() => {
    const sayWhereIAm = () => {
      const { options: current, shownExercise } = latest.current;
      client.send({ type: "media-state", state: current.mediaState });
      if (current.role === "practitioner" && shownExercise) client.send({ type: "show-exercise", slug: shownExercise });
    };
    const onMessage = (message: ServerMessage) => {
      switch (message.type) {
        case "welcome":
          session.setIceServers(message.iceServers);
          if (message.peer) session.offer();
          else session.drop();
          sayWhereIAm();
          break;
        case "peer-joined":
          session.awaitOffer();
          sayWhereIAm();
          break;
        case "peer-left":
          session.drop();
          break;
        case "description":
          void session.handleDescription(message.description);
          return;
        case "candidate":
          void session.handleCandidate(message.candidate);
          return;
        case "pong":
          return;
        default:
      }
      // Negotiation and pongs change nothing on the screen: only the rest goes through React.
      dispatch({ type: "server", message });
    };
    const client = new SignallingClient(absoluteSignalUrl(signalUrl, window.location), {
      message: onMessage,
      status: (status) => dispatch({ type: "signalling", status }),
      closedForGood: (reason) => {
        session.drop();
        dispatch({ type: "ended", reason });
      },
    });
    const session = new CallSession({
      polite: role === "patient",
      forceRelay,
      events: {
        send: (message) => void client.send(message),
        canSignal: () => client.isOpen,
        remoteStream: setRemoteStream,
        connectionState: (connection) => dispatch({ type: "connection", state: connection }),
        channelOpen: () => session.sendOnChannel(JSON.stringify({ type: "hello", displayName: latest.current.options.displayName })),
        channelMessage: (data) => typeof data === "string" && latest.current.receiveChat(data),
        stuck: () => client.rejoin(),
      },
    });
    void session.setTrack("audio", latest.current.options.microphone);
    void session.setTrack("video", latest.current.options.video);
    room.current = { client, session };
    client.start();

    // Closing the connection as the page goes frees a relay's port at once (otherwise held for minutes).
    const leavePage = () => {
      session.drop();
      client.stop();
    };
    const backFromCache = (event: PageTransitionEvent) => event.persisted && client.start();
    const online = () => client.retryNow();
    window.addEventListener("pagehide", leavePage);
    window.addEventListener("pageshow", backFromCache);
    window.addEventListener("online", online);
    return () => {
      window.removeEventListener("pagehide", leavePage);
      window.removeEventListener("pageshow", backFromCache);
      window.removeEventListener("online", online);
      leavePage();
      room.current = null;
    };
  }, [signalUrl, role, forceRelay]);

  useEffect(() => void room.current?.session.setTrack("audio", options.microphone), [options.microphone]);
  useEffect(() => void room.current?.session.setTrack("video", options.video), [options.video]);

  const { microphoneOn, cameraOn, audioOnly, sharingScreen } = options.mediaState;
  useEffect(() => {
    room.current?.client.send({ type: "media-state", state: { microphoneOn, cameraOn, audioOnly, sharingScreen } });
  }, [microphoneOn, cameraOn, audioOnly, sharingScreen]);

  const stats = useCallback(() => room.current?.session.stats() ?? null, []);
  const callState = callStateOf(state);
  const remote = state.remoteMedia;
  const expectVideo = remote ? (remote.cameraOn && !remote.audioOnly) || remote.sharingScreen : true;
  const quality = useConnectionQuality(stats, callState === "connected", expectVideo, options.video !== null);

  const showExercise = useCallback((slug: string | null) => {
    dispatch({ type: "show-exercise", slug });
    room.current?.client.send({ type: "show-exercise", slug });
  }, []);

  const leave = useCallback(() => {
    room.current?.session.drop();
    room.current?.client.stop();
    dispatch({ type: "ended", reason: "left" });
  }, []);

  return { state, callState, remoteStream, chat, quality, showExercise, leave };
}
