import { useEffect, useRef, useState } from "react";
import heroMp4 from "../../assets/media/hero.mp4";
import posterUrl from "../../assets/media/hero-poster.webp";
import heroWebm from "../../assets/media/hero.webm";

export const VIDEO_FALLBACK_MESSAGE = "Video unavailable - using fallback background";

type VideoState = "poster" | "loading" | "playing" | "failed";

/** Motion is a nicety: never for people who asked for less motion or less data. */
function videoAllowed(): boolean {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !reducedMotion && !saveData;
}

function pickSource(video: HTMLVideoElement): string {
  return video.canPlayType('video/webm; codecs="vp9"') ? heroWebm : heroMp4;
}

/**
 * The hero's background. The poster image paints first (it is the page's largest paint); the video is
 * attached only after the page has loaded, fades in once it can play, and on a load error is removed so
 * the gradient underneath shows.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("poster");

  useEffect(() => {
    if (!videoAllowed()) return;
    const start = () => setState("loading");
    if (document.readyState === "complete") {
      const idle = window.requestIdleCallback?.(start) ?? window.setTimeout(start, 200);
      return () => (window.cancelIdleCallback ? window.cancelIdleCallback(idle) : window.clearTimeout(idle));
    }
    window.addEventListener("load", start, { once: true });
    return () => window.removeEventListener("load", start);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (state !== "loading" || !video) return;
    video.muted = true;
    video.src = pickSource(video);
    video.load();
  }, [state]);

  const handleCanPlay = async () => {
    const video = videoRef.current;
    if (!video || state === "failed") return;
    setState("playing");
    try {
      await video.play();
    } catch {
      // Autoplay refused: browsers allow muted inline playback, so try once more explicitly muted.
      video.muted = true;
      await video.play().catch(() => undefined);
    }
  };

  const handleError = () => {
    console.warn(VIDEO_FALLBACK_MESSAGE);
    setState("failed");
  };

  return (
    <div aria-hidden={state !== "failed"} className="absolute inset-0 -z-10 overflow-hidden bg-gradient-to-br from-brand-deep via-[#1f4f86] to-brand-teal">
      {state !== "failed" && (
        <img
          src={posterUrl}
          alt=""
          width={960}
          height={540}
          fetchPriority="high"
          decoding="async"
          className="absolute inset-0 size-full object-cover"
        />
      )}
      {(state === "loading" || state === "playing") && (
        <video
          ref={videoRef}
          data-testid="hero-video"
          className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${state === "playing" ? "opacity-100" : "opacity-0"}`}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          poster={posterUrl}
          onCanPlay={handleCanPlay}
          onError={handleError}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-brand-deep/70 via-brand-deep/55 to-brand-deep/80" />
      {state === "failed" && (
        <p role="status" className="absolute right-3 bottom-3 rounded bg-black/40 px-2 py-1 text-xs text-white">
          {VIDEO_FALLBACK_MESSAGE}
        </p>
      )}
    </div>
  );
}
