import { useEffect, useRef, useState } from "react";

/** A level (0..1) above which the microphone is taken to hear the person, not the room's hiss. */
const speechLevel = 0.08;

/**
 * The microphone's level from a Web Audio AnalyserNode, drawn straight onto the meter element (60 times a
 * second is no work for React), and whether it has heard something, for the words beside it.
 */
export function useAudioLevel(track: MediaStreamTrack | null) {
  const meter = useRef<HTMLDivElement>(null);
  const [heard, setHeard] = useState(false);
  useEffect(() => {
    if (!track) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    const source = context.createMediaStreamSource(new MediaStream([track]));
    source.connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    let frame = 0;
    let heardOnce = false;
    const draw = () => {
      analyser.getFloatTimeDomainData(samples);
      const rms = Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length);
      const level = Math.min(1, rms * 4);
      if (meter.current) meter.current.style.transform = `scaleX(${level})`;
      if (level > speechLevel && !heardOnce) {
        heardOnce = true;
        setHeard(true);
      }
      frame = requestAnimationFrame(draw);
    };
    draw();
    // A page's audio may only start after a tap or a key: the first one resumes it.
    const resume = () => void context.resume();
    window.addEventListener("pointerdown", resume, { once: true });
    window.addEventListener("keydown", resume, { once: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("pointerdown", resume);
      window.removeEventListener("keydown", resume);
      source.disconnect();
      void context.close();
    };
  }, [track]);
  return { meter, heard };
}
