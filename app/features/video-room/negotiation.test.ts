import { describe, expect, it } from "vitest";
import { descriptionAction, sdpSessionId, type LocalNegotiation } from "./negotiation.ts";

const offer = (session: string) => ({ type: "offer" as const, sdp: `v=0\r\no=- ${session} 2 IN IP4 127.0.0.1\r\ns=-\r\n` });
const answer = { type: "answer" as const, sdp: "v=0\r\no=- 77 2 IN IP4 127.0.0.1\r\n" };
const stable: LocalNegotiation = { makingOffer: false, signalingState: "stable", settingRemoteAnswerPending: false, remoteSessionId: "42" };
const offering: LocalNegotiation = {
  makingOffer: false,
  signalingState: "have-local-offer",
  settingRemoteAnswerPending: false,
  remoteSessionId: null,
};

describe("sdpSessionId", () => {
  it("reads the origin line's session id", () => {
    expect(sdpSessionId(offer("4611731400430051336").sdp)).toBe("4611731400430051336");
  });

  it("is null without a description", () => {
    expect(sdpSessionId(undefined)).toBeNull();
    expect(sdpSessionId("v=0\r\n")).toBeNull();
  });
});

describe("descriptionAction", () => {
  it("answers the newcomer's first offer in a new connection", () => {
    expect(descriptionAction(offer("42"), null, true)).toBe("answer-in-new-connection");
    expect(descriptionAction(offer("42"), null, false)).toBe("answer-in-new-connection");
  });

  it("applies an ICE restart of the connection it talks to", () => {
    expect(descriptionAction(offer("42"), stable, false)).toBe("apply");
  });

  it("replaces its connection when the other side rebuilt its own", () => {
    expect(descriptionAction(offer("43"), stable, false)).toBe("answer-in-new-connection");
  });

  it("on glare, the impolite side keeps its offer and the polite side yields", () => {
    expect(descriptionAction(offer("43"), offering, false)).toBe("ignore");
    expect(descriptionAction(offer("43"), { ...stable, makingOffer: true }, false)).toBe("ignore");
    expect(descriptionAction(offer("43"), offering, true)).toBe("answer-in-new-connection");
    expect(descriptionAction(offer("42"), { ...offering, remoteSessionId: "42" }, true)).toBe("apply");
  });

  it("takes an offer while its own answer is being set: that is no collision", () => {
    expect(descriptionAction(offer("42"), { ...offering, remoteSessionId: "42", settingRemoteAnswerPending: true }, false)).toBe("apply");
  });

  it("applies an answer only while an offer of its own waits for one", () => {
    expect(descriptionAction(answer, offering, false)).toBe("apply");
    expect(descriptionAction(answer, stable, false)).toBe("ignore");
    expect(descriptionAction(answer, null, true)).toBe("ignore");
  });

  it("ignores what this room never sends", () => {
    expect(descriptionAction({ type: "rollback" }, stable, true)).toBe("ignore");
    expect(descriptionAction({ type: "pranswer", sdp: "" }, offering, true)).toBe("ignore");
  });
});
