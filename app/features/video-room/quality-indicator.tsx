import { SignalHigh, SignalLow, SignalMedium, SignalZero } from "lucide";
import { Icon } from "#app/components/ui/icon.tsx";
import type { CallSample, Quality } from "./connection-quality.ts";

const looks = {
  good: { icon: SignalHigh, text: "Good", tone: "text-success" },
  fair: { icon: SignalMedium, text: "Fair", tone: "text-amber-600" },
  poor: { icon: SignalLow, text: "Poor", tone: "text-destructive" },
} as const;

/** The connection's quality in a word and bars; the figures behind it in a tooltip and the page's text. */
export function QualityIndicator({ quality, sample }: { quality: Quality | null; sample: CallSample | null }) {
  const look = quality ? looks[quality] : null;
  const figures = sample && describe(sample);
  return (
    <p className="flex items-center gap-1.5 text-sm" title={figures ?? undefined}>
      <Icon node={look?.icon ?? SignalZero} className={`size-4 ${look?.tone ?? "text-muted-foreground"}`} />
      <span>
        Connection: <span className="font-medium">{look?.text ?? "measuring…"}</span>
      </span>
      {figures && <span className="sr-only">({figures})</span>}
    </p>
  );
}

function describe(sample: CallSample): string | null {
  const parts = [
    sample.roundTripTime !== null && `delay ${Math.round(sample.roundTripTime * 1000)} ms`,
    sample.packetLoss !== null && `${(sample.packetLoss * 100).toFixed(1)} % lost`,
    sample.framesPerSecond !== null && `${Math.round(sample.framesPerSecond)} frames a second`,
  ].filter((part) => part !== false);
  return parts.length > 0 ? parts.join(", ") : null;
}
