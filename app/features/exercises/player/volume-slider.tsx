import { useId } from "react";

/** A volume from 0 to 100 in steps of 1 (spec §9): a native range input, named, with its value as text. */
export function VolumeSlider({ label, value, onChange }: { label: string; value: number; onChange: (value: number) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
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
        className="h-8 w-32 accent-primary"
      />
      <output htmlFor={id} className="w-8 text-right text-sm tabular-nums">
        {value}
      </output>
    </div>
  );
}
