/**
 * The call's quality from the connection's statistics (RTCPeerConnection.getStats), sampled every couple of
 * seconds: what the indicator shows, and whether the upload is too poor to keep sending video.
 */
export type Quality = "good" | "fair" | "poor";

/** One sample, over the interval since the previous one. Null: not known (yet). */
export interface CallSample {
  /** Seconds, on the selected candidate pair. */
  roundTripTime: number | null;
  /** Share of the packets sent to us that were lost (0..1), audio and video together. */
  packetLoss: number | null;
  /** Frames per second of the video we receive. */
  framesPerSecond: number | null;
  /** The browser's estimate of the upload available, bits per second. */
  availableOutgoingBitrate: number | null;
  /** Share of our video packets the other side reports lost (0..1). */
  outboundLoss: number | null;
  /** The selected pair's local candidate type: host, srflx, prflx or relay. */
  candidateType: string | null;
  /** Video frames we have decoded since the call began. */
  framesDecoded: number | null;
}

/** The cumulative counters the next sample's rates are computed from. */
export interface SampleCounters {
  packetsLost: number;
  packetsReceived: number;
}

type Stat = Record<string, unknown> & { type: string; id: string };

const numberOf = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

/** Reads one getStats() report (as an array of its values). */
export function sampleOf(stats: readonly Stat[], previous: SampleCounters | null): { sample: CallSample; counters: SampleCounters } {
  const byId = new Map(stats.map((stat) => [stat.id, stat]));
  const transport = stats.find((stat) => stat.type === "transport" && typeof stat.selectedCandidatePairId === "string");
  const pair =
    (transport ? byId.get(transport.selectedCandidatePairId as string) : undefined) ??
    stats.find((stat) => stat.type === "candidate-pair" && stat.nominated === true && stat.state === "succeeded");
  const localCandidate = pair && typeof pair.localCandidateId === "string" ? byId.get(pair.localCandidateId) : undefined;

  const inbound = stats.filter((stat) => stat.type === "inbound-rtp");
  const inboundVideo = inbound.find((stat) => stat.kind === "video");
  const counters = {
    packetsLost: inbound.reduce((sum, stat) => sum + (numberOf(stat.packetsLost) ?? 0), 0),
    packetsReceived: inbound.reduce((sum, stat) => sum + (numberOf(stat.packetsReceived) ?? 0), 0),
  };
  const lost = previous ? counters.packetsLost - previous.packetsLost : 0;
  const received = previous ? counters.packetsReceived - previous.packetsReceived : 0;
  const remoteInboundVideo = stats.find((stat) => stat.type === "remote-inbound-rtp" && stat.kind === "video");

  return {
    sample: {
      roundTripTime: numberOf(pair?.currentRoundTripTime),
      packetLoss: previous && lost + received > 0 ? Math.max(0, lost) / (Math.max(0, lost) + received) : null,
      framesPerSecond: numberOf(inboundVideo?.framesPerSecond),
      availableOutgoingBitrate: numberOf(pair?.availableOutgoingBitrate),
      outboundLoss: numberOf(remoteInboundVideo?.fractionLost),
      candidateType: typeof localCandidate?.candidateType === "string" ? localCandidate.candidateType : null,
      framesDecoded: numberOf(inboundVideo?.framesDecoded),
    },
    counters,
  };
}

/** Below these, a call is good; below the fair ones, fair; beyond, poor. */
const limits = {
  good: { roundTripTime: 0.25, packetLoss: 0.02, framesPerSecond: 15 },
  fair: { roundTripTime: 0.5, packetLoss: 0.08, framesPerSecond: 8 },
};

/**
 * Good, fair or poor, from the round trip, the loss and (when the other side sends video) the frame rate;
 * null before anything is measured.
 */
export function qualityOf(sample: CallSample, expectVideo: boolean): Quality | null {
  const { roundTripTime, packetLoss } = sample;
  const framesPerSecond = expectVideo ? sample.framesPerSecond : null;
  if (roundTripTime === null && packetLoss === null && framesPerSecond === null) return null;
  const within = (limit: (typeof limits)["good"]) =>
    (roundTripTime === null || roundTripTime < limit.roundTripTime) &&
    (packetLoss === null || packetLoss < limit.packetLoss) &&
    (framesPerSecond === null || framesPerSecond >= limit.framesPerSecond);
  if (within(limits.good)) return "good";
  if (within(limits.fair)) return "fair";
  return "poor";
}

/** An upload under this cannot carry the video with the voice; audio alone needs a few tens of kbit/s. */
const minimumVideoUplink = 150_000;
const maximumVideoLoss = 0.15;
/** Consecutive poor samples (about ten seconds) before the video stops: a moment's dip is not persistent. */
export const poorSamplesBeforeAudioOnly = 5;

/** Whether the upload has been too poor for video over the last samples, so the call goes on as audio only. */
export function uplinkTooPoorForVideo(recent: readonly CallSample[]): boolean {
  if (recent.length < poorSamplesBeforeAudioOnly) return false;
  return recent
    .slice(-poorSamplesBeforeAudioOnly)
    .every(
      (sample) =>
        (sample.availableOutgoingBitrate !== null && sample.availableOutgoingBitrate < minimumVideoUplink) ||
        (sample.outboundLoss !== null && sample.outboundLoss > maximumVideoLoss),
    );
}
