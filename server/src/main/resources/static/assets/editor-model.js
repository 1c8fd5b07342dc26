// The editor's text and timing, without the page: the timed words of a transcript indexed for the
// playhead, the doubtful ones, a turn's words as HTML, the turns as they are sent back, and the
// small text rules the editor's keys follow. Plain functions over plain data, so they are tested
// without a browser (server/src/test/js) and the timeline work builds on them.
import { lastAtOrBefore } from './sorted.js';

/** At most this share of the machine's words is marked doubtful. */
export const DOUBTFUL_SHARE = 0.2;
/** The playback speeds, slowest first. */
export const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

/** Text as HTML element content. */
export function escapeHtml(text) {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
}

/**
 * The loaded turns with their words as objects, `{text, start, end, confidence, sound, pinnedStart,
 * pinnedEnd}`, in place: the server sends them as columns (`{text: [...], start: [...], ...}`, the
 * indexes of sounds and pinned words apart), half the bytes an object per word took to receive and
 * parse. Every word object has the same shape, which keeps the engine's property access fast.
 */
export function wordsOfColumns(turns) {
  for (const turn of turns ?? []) {
    const c = turn.words;
    if (!c || Array.isArray(c)) {
      continue;
    }
    const words = new Array(c.text.length);
    for (let i = 0; i < words.length; i++) {
      words[i] = {
        text: c.text[i], start: c.start[i], end: c.end[i], confidence: c.confidence[i],
        sound: false, pinnedStart: false, pinnedEnd: false,
      };
    }
    for (const i of c.sound ?? []) {
      words[i].sound = true;
    }
    for (const i of c.pinnedStart ?? []) {
      words[i].pinnedStart = true;
    }
    for (const i of c.pinnedEnd ?? []) {
      words[i].pinnedEnd = true;
    }
    turn.words = words;
  }
  return turns;
}

/**
 * The timed words of the turns in order (the loaded word objects; a word gets its element when its
 * turn is rendered), each turn remembering where its words begin (`firstWord`); and the doubtful
 * ones: the lowest confidences, at most `share` of the words that have one. Typed arrays: some
 * 30,000 words are indexed in a few milliseconds.
 *
 * @returns {{timed: object[], starts: Float64Array, lowWord: Uint8Array, doubtful: number[]}}
 */
export function indexWords(source, share = DOUBTFUL_SHARE) {
  let count = 0;
  for (const turn of source) {
    count += turn.words?.length ?? 0;
  }
  const timed = new Array(count);
  const starts = new Float64Array(count);
  const lowWord = new Uint8Array(count);
  const confidences = new Float64Array(count);
  let i = 0;
  for (const turn of source) {
    turn.firstWord = i;
    for (const w of turn.words ?? []) {
      timed[i] = w;
      starts[i] = w.start;
      confidences[i] = w.confidence ?? NaN;
      i++;
    }
  }
  const sorted = confidences.filter((c) => !Number.isNaN(c)).sort();
  const most = Math.floor(sorted.length * share);
  const doubtful = [];
  if (most > 0) {
    const threshold = Math.min(sorted[most], 1);
    for (let k = 0; k < count; k++) {
      if (confidences[k] < threshold) { // false for NaN: no confidence, never doubtful
        lowWord[k] = 1;
        doubtful.push(k);
      }
    }
  }
  return { timed, starts, lowWord, doubtful };
}

/**
 * A turn's words as one HTML string (parsed in one go: much faster than an element at a time for
 * thousands of words), a span per word carrying its index among the timed words.
 */
export function wordsHtml(turn, lowWord) {
  let html = '';
  turn.words.forEach((w, n) => {
    const i = turn.firstWord + n;
    const low = lowWord[i] === 1;
    html += `${n > 0 ? ' ' : ''}<span class="w${low ? ' low' : ''}" data-i="${i}"${
      low ? ` title="Doubtful (${Math.round(w.confidence * 100)}%)"` : ''}>${escapeHtml(w.text)}</span>`;
  });
  return html;
}

/** The last word starting at or before `ms`; -1 before the first. */
export function wordAt(starts, ms) {
  return lastAtOrBefore(starts, ms);
}

/** The speed one step faster (direction 1) or slower (-1) than `current`, within RATES; 1× when `current` is none of them. */
export function nextRate(current, direction) {
  const at = RATES.indexOf(current);
  return RATES[Math.max(0, Math.min(RATES.length - 1, (at < 0 ? 2 : at) + direction))];
}

/**
 * The turns to edit: as loaded, or one blank turn when nothing was recognized (a language without
 * speech recognition, media without speech), so the transcriber types the transcript from scratch.
 */
export function editable(turns) {
  return turns?.length ? turns : [{ speaker: '', text: '' }];
}

/**
 * Every turn in page order as sent: the turns in the page as read from it ({speaker, text, its span
 * when retimed, and its pins}), then those still to be rendered as they were loaded; blank ones too,
 * a blank speaker as null. A retimed turn carries its start and end (ms): the server fits its words
 * into them, and around its pins (words whose start or end a person put: {at, start?, end?}, `at`
 * a character offset of the word in the turn's text).
 */
export function everyTurn(typed, unrendered) {
  const sent = (t, speaker, text, pins) => {
    const turn = t.retimed && t.start !== undefined && t.end !== undefined
      ? { speaker, text, start: Math.round(t.start), end: Math.round(t.end) } : { speaker, text };
    return pins?.length ? { ...turn, pins } : turn;
  };
  return typed.map((t) => sent(t, t.speaker.trim() || null, t.text, t.pins))
    .concat(unrendered.map((t) => sent(t, t.speaker?.trim() || null, t.text ?? '', loadedPins(t.words))));
}

/**
 * The pins of a turn as loaded (its words joined by spaces are its text): a word whose start or
 * end a person put, at its offset, with its time.
 */
export function loadedPins(words = []) {
  const pins = [];
  let at = 0;
  for (const w of words) {
    if (w.pinnedStart || w.pinnedEnd) {
      pins.push({ at, ...(w.pinnedStart ? { start: Math.round(w.start) } : {}), ...(w.pinnedEnd ? { end: Math.round(w.end) } : {}) });
    }
    at += w.text.length + 1;
  }
  return pins;
}

/**
 * A draft's or a submission's body: the turns with text, and the start times (ms, as loaded) of
 * the doubtful words the person confirmed as heard, when there are any.
 */
export function body(turns, confirmed = []) {
  const sent = { turns: turns.filter((t) => t.text.trim() !== '') };
  const starts = [...confirmed]; // an array or a Set
  return starts.length ? { ...sent, confirmed: starts } : sent;
}

/** The word part of a word's text, without the punctuation around it, as [from, to) offsets. */
export function wordPart(text) {
  const m = text.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u);
  const from = m ? m[1].length : 0;
  return [from, m && m[2].length ? from + m[2].length : text.length];
}

/** A sound tag as typed between `before` and `after`: spaces around it only where the text has none. */
export function spacedTag(before, after, tag) {
  const space = (text, at) => (text === '' || /\s/u.test(text.charAt(at)) ? '' : ' ');
  return `${space(before, before.length - 1)}${tag}${space(after, 0)}`;
}
