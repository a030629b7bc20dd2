/**
 * Reordering a playlist's rows, the same for dragging and for the move buttons: the new
 * order, and what a screen reader is told.
 */

/** `list` with the element at `from` moved to `to` (0-based); the same list when either is out of range. */
export function moveTo<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1) as [T];
  next.splice(to, 0, moved);
  return next;
}

/** "Moved Wall sit to position 2 of 5" (1-based, as people count). */
export function movedAnnouncement(name: string, to: number, total: number): string {
  return `Moved ${name} to position ${to + 1} of ${total}`;
}

/** Said while a row is carried by keyboard or pointer. */
export function pickedUpAnnouncement(name: string, at: number, total: number): string {
  return `Picked up ${name} at position ${at + 1} of ${total}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`;
}

export function overAnnouncement(name: string, at: number, total: number): string {
  return `${name} is over position ${at + 1} of ${total}`;
}

export function cancelledAnnouncement(name: string, at: number, total: number): string {
  return `Cancelled. ${name} stays at position ${at + 1} of ${total}`;
}
