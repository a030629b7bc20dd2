import { useRef, useState, type DragEvent } from "react";
import { documentAccept } from "#core/document-type.ts";
import { cn } from "#app/lib/utils.ts";

export const ACCEPTED_FILES_NOTE = "Accepted file types: PDF, Word, JPEG, PNG (max. 5MB)";

interface AttachmentFieldProps {
  id: string;
  error: string | undefined;
  /** The file chosen before the form came back from the server, which a browser never gives back. */
  chosenBefore: string | undefined;
}

/**
 * One optional document: the native file input (keyboard and screen-reader friendly; posted with the form,
 * before hydration as after) inside a zone that also takes a dropped file. Dropping several files is how
 * "Please upload a single file" can happen.
 */
export function AttachmentField({ id, error, chosenBefore }: AttachmentFieldProps) {
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (input.current && event.dataTransfer.files.length > 0) input.current.files = event.dataTransfer.files;
  };

  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Attachments (optional)
      </label>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="attachment-drop-zone"
        className={cn(
          "space-y-2 rounded-lg border-2 border-dashed border-input bg-muted/40 p-4 transition-colors",
          dragging && "border-primary bg-primary/5",
          error && "border-destructive",
        )}
      >
        <input
          id={id}
          ref={input}
          name="attachment"
          type="file"
          accept={documentAccept}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${noteId} ${errorId}` : noteId}
          className="block w-full scroll-mt-28 text-sm text-muted-foreground file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-2 file:text-sm file:font-medium file:text-primary-foreground hover:file:bg-primary/90 focus-visible:rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
        />
        <p id={noteId} className="text-sm text-muted-foreground">
          {ACCEPTED_FILES_NOTE}
          <span className="hidden sm:inline">. You can also drop a file here.</span>
          {chosenBefore && (
            <>
              {" "}
              <strong className="text-foreground">
                You chose {chosenBefore}: files are not kept when the form comes back, so please choose it again.
              </strong>
            </>
          )}
        </p>
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
