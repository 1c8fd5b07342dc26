// The timeline's arithmetic, without the page: where a retimed turn may go, what a dragged edge snaps
// to, which turns a view shows, and how the waveform's peaks fold into pixel columns. Plain functions
// over plain data (turn spans in ms, peaks as signed bytes), tested without a browser
// (server/src/test/js); timeline.js draws with them and editor.js applies the edits.
import { lastAtOrBefore } from './sorted.js';

/** The shortest a turn can be made by moving one of its edges. */
export const MIN_TURN_MS = 100;
/** Words fitted between two fixed times keep at least this much each on average: ten words a second. */
export const MIN_WORD_MS = 100;
/** The nudges: a small and a large step. */
export const NUDGE_SMALL_MS = 10;
export const NUDGE_LARGE_MS = 100;
/** An edge dragged to within this many pixels of a word boundary or a silence lands on it. */
export const SNAP_PX = 8;
/** A stretch of the waveform this quiet (of full scale 127) counts as silence to snap to. */
export const SILENCE_LEVEL = 6;

/**
 * Moves one edge of turn `i` to `ms`, within the media and after/before its neighbours: a start moved
 * into the turn before pulls that turn's end back with it (and an end moved into the next turn
 * pushes its start), never past the neighbour's own other edge. Every turn keeps at least
 * MIN_TURN_MS unless it was shorter already.
 *
 * @param {{start: number, end: number}[]} spans  every turn's span, in order, not overlapping
 * @returns {{i: number, start: number, end: number}[]} the turns whose span changes, with their new span
 */
export function moveEdge(spans, i, edge, ms, media) {
  const turn = spans[i];
  const before = spans[i - 1];
  const after = spans[i + 1];
  const changes = [];
  if (edge === 'start') {
    const floor = before ? Math.min(before.start + MIN_TURN_MS, before.end) : 0;
    const start = Math.round(Math.max(floor, Math.min(ms, turn.end - Math.min(MIN_TURN_MS, turn.end - turn.start))));
    if (start === turn.start) {
      return [];
    }
    if (before && start < before.end) {
      changes.push({ i: i - 1, start: before.start, end: start });
    }
    changes.push({ i, start, end: turn.end });
  } else {
    const ceiling = after ? Math.max(after.end - MIN_TURN_MS, after.start) : media;
    const end = Math.round(Math.min(ceiling, media, Math.max(ms, turn.start + Math.min(MIN_TURN_MS, turn.end - turn.start))));
    if (end === turn.end) {
      return [];
    }
    changes.push({ i, start: turn.start, end });
    if (after && end > after.start) {
      changes.push({ i: i + 1, start: end, end: after.end });
    }
  }
  return changes;
}

/**
 * Where a dragged edge lands: the nearest word boundary within `tolerance` ms, else the nearest
 * silence (a waveform bucket quieter than SILENCE_LEVEL) within it, else where it was let go.
 *
 * @param {Float64Array|number[]} boundaries  word starts and ends, ascending
 * @param {{at: (ms: number) => number|undefined, bucketMs: number}} [quiet]  the loudness at a time (0..127), if loaded
 */
export function snap(ms, boundaries, tolerance, quiet) {
  const k = lastAtOrBefore(boundaries, ms);
  let best = null;
  for (const j of [k, k + 1]) {
    if (j >= 0 && j < boundaries.length && Math.abs(boundaries[j] - ms) <= tolerance
      && (best === null || Math.abs(boundaries[j] - ms) < Math.abs(best - ms))) {
      best = boundaries[j];
    }
  }
  if (best !== null || !quiet) {
    return best ?? ms;
  }
  for (let d = 0; d <= tolerance; d += quiet.bucketMs) {
    for (const t of [ms - d, ms + d]) {
      const level = quiet.at(t);
      if (level !== undefined && level < SILENCE_LEVEL) {
        return Math.round(t);
      }
    }
  }
  return ms;
}

/** Every word start and end, ascending (what an edge snaps to). */
export function wordBoundaries(words) {
  const all = new Float64Array(words.length * 2);
  words.forEach((w, n) => {
    all[2 * n] = w.start;
    all[2 * n + 1] = w.end;
  });
  return all.sort();
}

/** The turns a view from `from` to `to` (ms) shows, as [first, end) indexes, given each turn's start and end. */
export function visibleTurns(starts, ends, from, to) {
  let first = Math.max(0, lastAtOrBefore(starts, from));
  while (first > 0 && ends[first - 1] > from) { // a long turn before may still reach into the view
    first--;
  }
  const end = lastAtOrBefore(starts, to) + 1;
  return [first, Math.max(first, end)];
}

/**
 * The waveform of `columns` pixel columns from `from` ms, `msPerColumn` each: per column the lowest
 * and highest peak of the buckets it covers, in the bytes' scale (-128..127); NaN where nothing is loaded.
 *
 * @param {(bucket: number) => Int8Array|undefined} chunkOf  the loaded chunk holding a bucket (pairs of min, max)
 */
export function columns(chunkOf, chunkBuckets, bucketMs, from, msPerColumn, count) {
  const low = new Float32Array(count).fill(NaN);
  const high = new Float32Array(count).fill(NaN);
  for (let c = 0; c < count; c++) {
    const first = Math.floor((from + c * msPerColumn) / bucketMs);
    const last = Math.max(first, Math.floor((from + (c + 1) * msPerColumn) / bucketMs) - 1);
    let lo = Infinity;
    let hi = -Infinity;
    // A zoomed-out column covers thousands of buckets: a stride keeps a frame short, and peaks
    // between the samples still show in the neighbouring columns.
    const stride = Math.max(1, Math.floor((last - first + 1) / 64));
    for (let b = Math.max(0, first); b <= last; b += stride) {
      const chunk = chunkOf(b);
      if (!chunk) {
        continue;
      }
      const at = (b % chunkBuckets) * 2;
      if (at + 1 < chunk.length) {
        lo = Math.min(lo, chunk[at]);
        hi = Math.max(hi, chunk[at + 1]);
      }
    }
    if (hi >= lo) {
      low[c] = lo;
      high[c] = hi;
    }
  }
  return { low, high };
}

/** Linear re-timing of words: maps a time in [fromStart, fromEnd] onto [toStart, toEnd]. */
export function rescale(ms, fromStart, fromEnd, toStart, toEnd) {
  if (fromEnd <= fromStart) {
    return toStart;
  }
  return Math.round(toStart + (ms - fromStart) * (toEnd - toStart) / (fromEnd - fromStart));
}

/**
 * A turn's words re-timed around the edges a person put, as the server's TurnTimes does on save: the
 * words' edges in order (each start, then its end), with the turn's first edge at `start`, its last
 * at `end` and each pinned edge where it was put (held in order, inside the turn), and the edges
 * between two of those in proportion between them.
 *
 * @param {{start: number, end: number}[]} words  the turn's timed words in order, as they are now
 * @param {{edge: number, at: number}[]} pins  edges put by a person: edge 2k is word k's start, 2k+1 its end
 * @returns {{start: number, end: number}[]} every word's new time
 */
export function fitAround(words, start, end, pins) {
  const n = words.length * 2;
  const edges = new Float64Array(n);
  words.forEach((w, k) => {
    edges[2 * k] = w.start;
    edges[2 * k + 1] = Math.max(w.end, w.start);
  });
  for (let e = 1; e < n; e++) {
    edges[e] = Math.max(edges[e], edges[e - 1]);
  }
  const anchors = [[0, start]];
  for (const pin of [...pins].sort((a, b) => a.edge - b.edge)) {
    const [lastEdge, lastAt] = anchors[anchors.length - 1];
    if (pin.edge > lastEdge && pin.edge < n - 1) {
      anchors.push([pin.edge, Math.min(end, Math.max(lastAt, pin.at))]);
    }
  }
  anchors.push([n - 1, end]);
  const placed = new Float64Array(n);
  for (let a = 0; a + 1 < anchors.length; a++) {
    const [e0, t0] = anchors[a];
    const [e1, t1] = anchors[a + 1];
    for (let e = e0; e <= e1; e++) {
      placed[e] = edges[e1] > edges[e0] ? rescale(edges[e], edges[e0], edges[e1], t0, t1)
        : Math.round(t0 + (t1 - t0) * (e - e0) / (e1 - e0)); // no time between them: shared evenly
    }
  }
  return words.map((w, k) => ({ start: placed[2 * k], end: Math.max(placed[2 * k + 1], placed[2 * k]) }));
}

/**
 * Where a pin on word edge `edge` (2k a word's start, 2k + 1 its end) may go: between the anchors on
 * either side of it (the turn's edges, the other pins), leaving the words fitted between each anchor
 * and the pin MIN_WORD_MS on average, so that dragging a caption's end over its last word cannot
 * squeeze that word to nothing.
 *
 * @param {number} count  the turn's words
 * @param {{edge: number, at: number}[]} pins  the turn's other pins
 * @returns {[number, number]} the earliest and the latest time for the pin
 */
export function pinRoom(count, start, end, pins, edge) {
  let [e0, t0, e1, t1] = [0, start, 2 * count - 1, end];
  for (const pin of pins) {
    if (pin.edge < edge && pin.edge >= e0) {
      [e0, t0] = [pin.edge, Math.max(t0, pin.at)];
    } else if (pin.edge > edge && pin.edge <= e1) {
      [e1, t1] = [pin.edge, Math.min(t1, pin.at)];
    }
  }
  // The words wholly between two edges: k with 2k >= a and 2k + 1 <= b.
  const between = (a, b) => Math.max(0, Math.floor((b - 1) / 2) - Math.ceil(a / 2) + 1);
  const earliest = t0 + between(e0, edge) * MIN_WORD_MS;
  const latest = t1 - between(edge, e1) * MIN_WORD_MS;
  return earliest <= latest ? [earliest, latest] : Array(2).fill(Math.round((earliest + latest) / 2));
}
