// The describer's pass (audio description): each "turn" the editor shows is a description, placed in a
// gap between the dialogue. The work API sends `describing`: the dialogue's turns (where the speech
// lies), the voice's words a minute and the shortest gap. This module keeps them, says where a new
// description fits, and checks each description's reading time against its span: read aloud at the
// voice's speed it must fit, and it must not cover dialogue (the voiced description never cuts or
// overlaps speech, so such a description is flagged here instead). The checks are plain functions,
// tested without a browser (EditorModulesTest).

/** A little room before the dialogue resumes, as the machine's draft leaves. */
export const BREATH_MS = 200;
/** A new description's length when its gap allows: about six words at 160 a minute. */
export const NEW_DESCRIPTION_MS = 2500;

let context = null;

/** Keeps the load's `describing` (null on other passes); true on a describer's pass. */
export function attachDialogue(describing) {
  context = describing && Array.isArray(describing.dialogue) ? describing : null;
  return context !== null;
}

export function isDescribing() {
  return context !== null;
}

/** The dialogue's turns, by start: {start, end, speaker, text}. */
export function dialogue() {
  return context?.dialogue ?? [];
}

/** How long `text` takes to read at `wordsPerMinute` (ms). */
export function readingMs(text, wordsPerMinute) {
  const words = (text ?? '').trim().split(/\s+/).filter(Boolean).length;
  return Math.round((words * 60_000) / wordsPerMinute);
}

/** The dialogue line a span [start, end) overlaps, if any. */
export function dialogueOver(lines, start, end) {
  return lines.find((line) => line.start < end && line.end > start) ?? null;
}

/**
 * The check of one description: `{ needs, has, over, ok, message }`. `needs`: its reading time;
 * `has`: its span; `over`: the dialogue line it covers (or null).
 */
export function checkDescription(text, start, end, lines = dialogue(), wordsPerMinute = context?.wordsPerMinute ?? 160) {
  const needs = readingMs(text, wordsPerMinute);
  const has = Math.max(0, (end ?? start) - start);
  const over = dialogueOver(lines, start, end ?? start);
  const tooLong = needs > has + 50; // within a twentieth of a second is not worth a flag
  const seconds = (ms) => (ms / 1000).toFixed(1);
  let message;
  if (!needs) {
    message = 'Empty: type the description (an empty one is left out).';
  } else if (over) {
    message = `Over the dialogue (${over.speaker || 'speech'} at ${seconds(over.start)} s): move it into a gap.`;
  } else if (tooLong) {
    message = `Too long: reading it takes ${seconds(needs)} s, its span is ${seconds(has)} s. Shorten it or widen the span.`;
  } else {
    message = `Fits: ${seconds(needs)} s to read in ${seconds(has)} s.`;
  }
  return { needs, has, over, ok: Boolean(needs) && !over && !tooLong, message };
}

/**
 * Where a new description at `ms` goes: from `ms` (or the end of the dialogue line it falls in) to
 * {@link NEW_DESCRIPTION_MS} later, or up to the next dialogue or description, whichever is first.
 * Null when there is no room before the next one.
 *
 * @param taken the descriptions' spans, [{start, end}]
 */
export function placeNew(ms, lines, taken, mediaMs) {
  let start = Math.max(0, Math.round(ms));
  const inside = lines.find((line) => line.start <= start && line.end > start);
  if (inside) {
    start = inside.end;
  }
  const inDescription = taken.find((t) => t.start <= start && t.end > start);
  if (inDescription) {
    start = inDescription.end;
  }
  let end = Math.min(start + NEW_DESCRIPTION_MS, mediaMs || Infinity);
  for (const next of [...lines, ...taken]) {
    if (next.start >= start && next.start < end) {
      end = Math.max(start, next.start - (lines.includes(next) ? BREATH_MS : 0));
    }
  }
  return end - start >= 500 ? { start, end } : null;
}
