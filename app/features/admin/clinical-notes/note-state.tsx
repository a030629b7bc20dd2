/** Whether a note is still a draft or signed (and so final). */
export function NoteState({ signedAt }: { signedAt: string | null }) {
  return signedAt ? (
    <span className="rounded-md bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Signed</span>
  ) : (
    <span className="rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">Draft</span>
  );
}
