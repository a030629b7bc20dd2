import { useEffect, useState } from "react";
import { qualityOf, sampleOf, uplinkTooPoorForVideo, type CallSample, type Quality, type SampleCounters } from "./connection-quality.ts";

const sampleInterval = 2_000;
const keptSamples = 10;

export interface ConnectionQuality {
  quality: Quality | null;
  sample: CallSample | null;
  /** The upload has been too poor for video for a while: time for audio only. */
  uplinkTooPoor: boolean;
}

const unmeasured: ConnectionQuality = { quality: null, sample: null, uplinkTooPoor: false };

/**
 * Samples the connection's statistics every two seconds while it is connected. The samples start afresh when
 * what is sent or received changes (video stopped, or back): the upload is judged on the current call.
 */
export function useConnectionQuality(
  stats: () => Promise<RTCStatsReport> | null,
  connected: boolean,
  expectVideo: boolean,
  sendingVideo: boolean,
): ConnectionQuality {
  const [measured, setMeasured] = useState<{ recent: CallSample[]; expectVideo: boolean } | null>(null);
  useEffect(() => {
    if (!connected) return;
    let counters: SampleCounters | null = null;
    let recent: CallSample[] = [];
    let current = true;
    const sample = async () => {
      const report = await stats();
      if (!report || !current) return;
      const next = sampleOf([...report.values()] as Parameters<typeof sampleOf>[0], counters);
      counters = next.counters;
      recent = [...recent, next.sample].slice(-keptSamples);
      setMeasured({ recent, expectVideo });
    };
    const sampleNow = () => void sample().catch((error: unknown) => console.warn("room: statistics failed", error));
    // One at once, so that the indicator has its round trip as the call connects.
    sampleNow();
    const timer = setInterval(sampleNow, sampleInterval);
    return () => {
      current = false;
      clearInterval(timer);
      setMeasured(null);
    };
  }, [stats, connected, expectVideo, sendingVideo]);
  if (!measured) return unmeasured;
  const sample = measured.recent.at(-1) ?? null;
  return {
    quality: sample && qualityOf(sample, measured.expectVideo),
    sample,
    uplinkTooPoor: uplinkTooPoorForVideo(measured.recent),
  };
}
