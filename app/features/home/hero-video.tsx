import { useEffect, useRef, useState } from "react";
import heroMp4 from "#app/assets/media/hero.mp4";
import posterAvif640 from "#app/assets/media/hero-poster-640.avif";
import posterWebp640 from "#app/assets/media/hero-poster-640.webp";
import posterAvif from "#app/assets/media/hero-poster.avif";
import posterWebp from "#app/assets/media/hero-poster.webp";
import heroWebm from "#app/assets/media/hero.webm";

export const VIDEO_FALLBACK_MESSAGE = "Video unavailable - using fallback background";

/**
 * poster: only the first frame shows (before load, or for good under reduced motion / Save-Data);
 * loading: the video is attached, invisible; playing: it has faded in; failed: both removed, gradient shows.
 */
type VideoState = "poster" | "loading" | "playing" | "failed";

/** Motion is a nicety: never for people who asked for less motion or less data. */
function videoAllowed(): boolean {
  const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const saveData = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
  return !reducedMotion && !saveData;
}

/**
 * The hero's background. The poster (the video's first frame, AVIF or WebP) is in the server-rendered HTML
 * and is the page's largest paint; the video is attached only once the page has loaded and the browser is
 * idle, so it never competes with the page's own resources. It fades in when it can play, and on a load
 * error it is removed with the poster, so the gradient underneath shows with a short notice.
 */
export function HeroVideo() {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<VideoState>("poster");

  useEffect(() => {
    if (!videoAllowed()) return;
    let idle = 0;
    const start = () => {
      idle =
        window.requestIdleCallback?.(() => setState("loading"), { timeout: 2000 }) ?? window.setTimeout(() => setState("loading"), 200);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (state !== "loading" || !video) return;
    // Browsers only autoplay muted video; React does not reflect `muted` as an attribute, so set it here.
    video.muted = true;
    video.src = video.canPlayType('video/webm; codecs="vp9"') ? heroWebm : heroMp4;
    video.load();
  }, [state]);

  const handleCanPlay = () => {
    const video = videoRef.current;
    if (!video || state !== "loading") return;
    setState("playing");
    video.play().catch(() => {
      // Autoplay refused (a power-saving mode, a browser setting): try once more, explicitly muted.
      video.muted = true;
      return video.play().catch(() => undefined);
    });
  };

  const handleError = () => {
    console.warn(VIDEO_FALLBACK_MESSAGE);
    setState("failed");
  };

  return (
    <div
      data-testid="hero-background"
      data-state={state}
      className="absolute inset-0 -z-10 overflow-hidden bg-gradient-to-br from-brand-deep via-[#1f4f86] to-brand-teal"
    >
      {state !== "failed" && (
        <picture>
          <source type="image/avif" srcSet={`${posterAvif640} 640w, ${posterAvif} 1280w`} sizes="100vw" />
          <source type="image/webp" srcSet={`${posterWebp640} 640w, ${posterWebp} 1280w`} sizes="100vw" />
          <img src={posterWebp} alt="" width={1280} height={720} fetchPriority="high" className="absolute inset-0 size-full object-cover" />
        </picture>
      )}
      {(state === "loading" || state === "playing") && (
        <video
          ref={videoRef}
          data-testid="hero-video"
          aria-hidden="true"
          className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 motion-reduce:transition-none ${state === "playing" ? "opacity-100" : "opacity-0"}`}
          muted
          loop
          playsInline
          autoPlay
          preload="auto"
          disablePictureInPicture
          onCanPlay={handleCanPlay}
          onError={handleError}
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-brand-deep/75 via-brand-deep/55 to-brand-deep/85" />
      {state === "failed" && (
        <p role="status" className="absolute right-3 bottom-3 rounded bg-black/50 px-2 py-1 text-xs text-white">
          {VIDEO_FALLBACK_MESSAGE}
        </p>
      )}
    </div>
  );
}
