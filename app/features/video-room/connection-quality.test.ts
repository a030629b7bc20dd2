import { describe, expect, it } from "vitest";
import { poorSamplesBeforeAudioOnly, qualityOf, sampleOf, uplinkTooPoorForVideo, type CallSample } from "./connection-quality.ts";

const unknown: CallSample = {
  roundTripTime: null,
  packetLoss: null,
  framesPerSecond: null,
  availableOutgoingBitrate: null,
  outboundLoss: null,
  candidateType: null,
  framesDecoded: null,
};

/** A report as Chrome gives it: the transport pointing at the selected pair, which points at its local candidate. */
function report(counts: { lost: number; received: number }) {
  return [
    { type: "transport", id: "T1", selectedCandidatePairId: "CP2" },
    { type: "candidate-pair", id: "CP1", nominated: true, state: "failed", currentRoundTripTime: 0.9, localCandidateId: "L1" },
    {
      type: "candidate-pair",
      id: "CP2",
      nominated: true,
      state: "succeeded",
      currentRoundTripTime: 0.04,
      availableOutgoingBitrate: 1_200_000,
      localCandidateId: "L2",
    },
    { type: "local-candidate", id: "L1", candidateType: "host" },
    { type: "local-candidate", id: "L2", candidateType: "relay" },
    {
      type: "inbound-rtp",
      id: "IV",
      kind: "video",
      packetsLost: counts.lost,
      packetsReceived: counts.received,
      framesPerSecond: 29,
      framesDecoded: 300,
    },
    { type: "inbound-rtp", id: "IA", kind: "audio", packetsLost: 0, packetsReceived: counts.received },
    { type: "remote-inbound-rtp", id: "RV", kind: "video", fractionLost: 0.01 },
  ];
}

describe("sampleOf", () => {
  it("reads the selected pair, its candidate type, the video's frame rate and the other side's loss report", () => {
    const { sample } = sampleOf(report({ lost: 0, received: 100 }), null);
    expect(sample).toEqual({
      roundTripTime: 0.04,
      packetLoss: null,
      framesPerSecond: 29,
      availableOutgoingBitrate: 1_200_000,
      outboundLoss: 0.01,
      candidateType: "relay",
      framesDecoded: 300,
    });
  });

  it("counts the loss over the interval since the previous sample, audio and video together", () => {
    const first = sampleOf(report({ lost: 10, received: 1_000 }), null);
    const second = sampleOf(report({ lost: 30, received: 1_490 }), first.counters);
    // 20 lost of (20 + 490 video + 490 audio) in the interval.
    expect(second.sample.packetLoss).toBeCloseTo(20 / 1_000);
  });

  it("falls back to the nominated, succeeded pair where there is no transport (Firefox)", () => {
    const stats = report({ lost: 0, received: 1 }).filter((stat) => stat.type !== "transport");
    expect(sampleOf(stats, null).sample.roundTripTime).toBe(0.04);
  });

  it("knows nothing from an empty report", () => {
    expect(sampleOf([], null).sample).toEqual(unknown);
  });
});

describe("qualityOf", () => {
  const measured = { ...unknown, roundTripTime: 0.05, packetLoss: 0, framesPerSecond: 30 };

  it("is good on a short round trip with no loss and fluid video", () => {
    expect(qualityOf(measured, true)).toBe("good");
  });

  it("is fair, then poor, as the round trip lengthens", () => {
    expect(qualityOf({ ...measured, roundTripTime: 0.3 }, true)).toBe("fair");
    expect(qualityOf({ ...measured, roundTripTime: 0.8 }, true)).toBe("poor");
  });

  it("is fair, then poor, as packets are lost", () => {
    expect(qualityOf({ ...measured, packetLoss: 0.05 }, true)).toBe("fair");
    expect(qualityOf({ ...measured, packetLoss: 0.2 }, true)).toBe("poor");
  });

  it("counts a jerky picture only when the other side sends video", () => {
    expect(qualityOf({ ...measured, framesPerSecond: 10 }, true)).toBe("fair");
    expect(qualityOf({ ...measured, framesPerSecond: 2 }, true)).toBe("poor");
    expect(qualityOf({ ...measured, framesPerSecond: 1 }, false)).toBe("good");
  });

  it("says nothing before anything is measured", () => {
    expect(qualityOf(unknown, true)).toBeNull();
  });
});

describe("uplinkTooPoorForVideo", () => {
  const poor = { ...unknown, availableOutgoingBitrate: 80_000 };
  const lossy = { ...unknown, availableOutgoingBitrate: 900_000, outboundLoss: 0.3 };
  const fine = { ...unknown, availableOutgoingBitrate: 900_000, outboundLoss: 0.01 };

  it("stops video only after consecutive poor samples", () => {
    const run = Array.from({ length: poorSamplesBeforeAudioOnly }, () => poor);
    expect(uplinkTooPoorForVideo(run)).toBe(true);
    expect(uplinkTooPoorForVideo(run.slice(1))).toBe(false);
    expect(uplinkTooPoorForVideo([...run.slice(1), lossy])).toBe(true);
  });

  it("keeps video after a dip that recovered", () => {
    expect(uplinkTooPoorForVideo([...Array.from({ length: poorSamplesBeforeAudioOnly - 1 }, () => poor), fine])).toBe(false);
  });

  it("keeps video when the upload is not measured", () => {
    expect(uplinkTooPoorForVideo(Array.from({ length: poorSamplesBeforeAudioOnly }, () => unknown))).toBe(false);
  });
});
