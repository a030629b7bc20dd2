import { X } from "lucide";
import { useRef, useState, type DragEvent } from "react";
import { documentAccept } from "#core/document-type.ts";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/utils.ts";
import { formatFileSize } from "./read-attachment.ts";

export const ACCEPTED_FILES_NOTE = "Accepted file types: PDF, Word, JPEG, PNG (max. 5MB)";

interface AttachmentFieldProps {
  id: string;
  /** The chosen file's name and size, or null. */
  selected: { name: string; size: number } | null;
  error: string | undefined;
  disabled: boolean;
  onFiles: (files: File[]) => void;
  onRemove: () => void;
}

/**
 * One optional document: the native file input (keyboard and screen-reader friendly) inside a zone that
 * also takes a dropped file. Dropping several files is how "Please upload a single file" can happen.
 */
export function AttachmentField({ id, selected, error, disabled, onFiles, onRemove }: AttachmentFieldProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Attachments (optional)
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachment-drop-zone"
        className={cn(
          "rounded-lg border-2 border-dashed border-input bg-muted/40 p-4 transition-colors",
          dragging && "border-primary bg-primary/5",
          error && "border-destructive",
        )}
      >
        <div className="space-y-2">
          <input
            id={id}
            ref={input}
            type="file"
            accept={documentAccept}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${noteId} ${errorId}` : noteId}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              if (files.length > 0) onFiles(files);
            }}
            className="block w-full scroll-mt-28 text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground hover:file:bg-primary/90 focus-visible:rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
          />
          <p id={noteId} className="text-sm text-muted-foreground">
            {ACCEPTED_FILES_NOTE}
            <span className="hidden sm:inline">. You can also drop a file here.</span>
          </p>
        </div>
        {selected && (
          <div className="mt-3 flex items-center gap-3 rounded-md border bg-background px-3 py-2">
            <p className="min-w-0 flex-1 truncate text-sm">
              <span className="font-medium">{selected.name}</span>{" "}
              <span className="text-muted-foreground">({formatFileSize(selected.size)})</span>
            </p>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={disabled}
              onClick={() => {
                if (input.current) input.current.value = "";
                onRemove();
              }}
            >
              <Icon node={X} /> Remove<span className="sr-only"> {selected.name}</span>
            </Button>
          </div>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
