import { useId } from "react";

/**
 * A volume from 0 to 100 in steps of 1 (docs/product/spec.md §9): a native range input, named, with its value as text. It
 * wraps rather than widen the player past a phone's screen.
 */
export function VolumeSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap">
        {label}
      </label>
      <input
        id={id}
        type="range"
        min={0}
        max={100}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-8 w-24 accent-primary sm:w-32"
      />
      <output htmlFor={id} className="w-8 text-right text-sm tabular-nums">
        {value}
      </output>
    </div>
  );
}
