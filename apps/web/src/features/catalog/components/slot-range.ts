import type { Slot } from '@scrivania/core/catalog/hourly-schemas';

export type { Slot };

/** The chosen slots, by their first and last index in the day's list. */
export interface SlotRange {
  first: number;
  last: number;
}

/** Free from `from` to `to` with no gap: each slot free and ending where the next starts. */
function freeRun(slots: readonly Slot[], from: number, to: number): boolean {
  for (let index = from; index <= to; index++) {
    const slot = slots[index];
    if (!slot?.available) return false;
    if (index > from && slots[index - 1]?.end !== slot.start) return false;
  }
  return true;
}

/**
 * The range after a press on slot `index`. A first press starts there and takes the least the
 * listing sells (`minSlots`) when it is free; a press later in a free run moves the end to that
 * slot; a press inside the range ends it there; a press on its first slot clears it; anything else
 * starts again from the pressed slot.
 */
export function pressSlot(
  slots: readonly Slot[],
  current: SlotRange | null,
  index: number,
  minSlots: number,
): SlotRange | null {
  if (!slots[index]?.available) return current;
  if (current && index === current.first) return null;
  if (current && index > current.first && freeRun(slots, current.first, index)) {
    return { first: current.first, last: index };
  }
  const least = index + Math.max(1, minSlots) - 1;
  return freeRun(slots, index, least) ? { first: index, last: least } : { first: index, last: index };
}

/** The chosen times, or null when nothing is chosen. */
export function timesOf(slots: readonly Slot[], range: SlotRange | null) {
  const start = range && slots[range.first]?.start;
  const end = range && slots[range.last]?.end;
  return start && end ? { start, end } : null;
}

/** The range a day's slots give the times back as, when the same times are still free there. */
export function rangeOf(
  slots: readonly Slot[],
  times: { start: string; end: string } | null,
): SlotRange | null {
  if (!times) return null;
  const first = slots.findIndex((slot) => slot.start === times.start);
  const last = slots.findIndex((slot) => slot.end === times.end);
  return first >= 0 && last >= first && freeRun(slots, first, last) ? { first, last } : null;
}
