// The timeline's arithmetic, without a browser (run by EditorModulesTest with Node's test runner).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  columns, fitAround, MIN_TURN_MS, MIN_WORD_MS, moveEdge, pinRoom, rescale, SILENCE_LEVEL, snap, visibleTurns, wordBoundaries,
} from './timeline-model.js';

const spans = () => [{ start: 0, end: 1000 }, { start: 1200, end: 2000 }, { start: 2000, end: 3000 }];

test('an edge moves within the media and its neighbours, a turn never shorter than the least', () => {
  assert.deepEqual(moveEdge(spans(), 1, 'start', 1100, 5000), [{ i: 1, start: 1100, end: 2000 }]);
  assert.deepEqual(moveEdge(spans(), 1, 'start', 1990, 5000), [{ i: 1, start: 2000 - MIN_TURN_MS, end: 2000 }]);
  assert.deepEqual(moveEdge(spans(), 0, 'start', -500, 5000), [],
    'already at the start of the media: nothing changes');
  assert.deepEqual(moveEdge(spans(), 2, 'end', 9000, 5000), [{ i: 2, start: 2000, end: 5000 }]);
});

test('a start moved into the turn before pulls its end back with it, never past its start', () => {
  assert.deepEqual(moveEdge(spans(), 1, 'start', 600, 5000), [{ i: 0, start: 0, end: 600 }, { i: 1, start: 600, end: 2000 }]);
  assert.deepEqual(moveEdge(spans(), 1, 'start', 10, 5000),
    [{ i: 0, start: 0, end: MIN_TURN_MS }, { i: 1, start: MIN_TURN_MS, end: 2000 }]);
  assert.deepEqual(moveEdge(spans(), 1, 'end', 2500, 5000), [{ i: 1, start: 1200, end: 2500 }, { i: 2, start: 2500, end: 3000 }]);
});

test('a dragged edge snaps to the nearest word boundary in reach, else to a silence, else stays', () => {
  const bounds = wordBoundaries([{ start: 100, end: 400 }, { start: 500, end: 900 }]);
  assert.deepEqual(Array.from(bounds), [100, 400, 500, 900]);
  assert.equal(snap(430, bounds, 50), 400);
  assert.equal(snap(470, bounds, 50), 500);
  assert.equal(snap(700, bounds, 50), 700);
  const quiet = { bucketMs: 10, at: (ms) => (ms >= 730 && ms < 740 ? SILENCE_LEVEL - 1 : 60) };
  assert.equal(snap(700, bounds, 50, quiet), 730);
  assert.equal(snap(600, bounds, 50, quiet), 600, 'no silence in reach');
});

test('the turns in view include a long one that started before it', () => {
  const starts = Float64Array.from([0, 1000, 5000, 9000]);
  const ends = Float64Array.from([900, 8000, 6000, 9500]);
  assert.deepEqual(visibleTurns(starts, ends, 6500, 7000), [1, 3]);
  assert.deepEqual(visibleTurns(starts, ends, 9100, 9200), [3, 4]);
  assert.deepEqual(visibleTurns(starts, ends, 10_000, 12_000), [3, 4]);
});

test('peaks fold into pixel columns: the extremes of the buckets each covers, nothing where none are loaded', () => {
  const chunk = Int8Array.from([-10, 10, -50, 40, -5, 5, -1, 1]); // four 10 ms buckets
  const folded = columns((b) => (b < 4 ? chunk : undefined), 4, 10, 0, 20, 3);
  assert.deepEqual(Array.from(folded.low.slice(0, 2)), [-50, -5]);
  assert.deepEqual(Array.from(folded.high.slice(0, 2)), [40, 5]);
  assert.ok(Number.isNaN(folded.low[2]), 'past what is loaded');
});

test('words re-timed in proportion to the new span', () => {
  assert.equal(rescale(1500, 1000, 2000, 0, 4000), 2000);
  assert.equal(rescale(1000, 1000, 1000, 300, 400), 300);
});

test('a pinned edge lands where it was put and the words between pins keep their proportions', () => {
  // Four words of 200 ms, 100 ms apart: 0-200, 300-500, 600-800, 900-1100.
  const words = [0, 300, 600, 900].map((s) => ({ start: s, end: s + 200 }));
  const moved = fitAround(words, 0, 1100, [{ edge: 4, at: 900 }]); // the third word starts 300 ms later
  assert.deepEqual(moved[2], { start: 900, end: 980 });
  assert.equal(moved[0].start, 0);
  assert.equal(moved[3].end, 1100);
  // Before the pin the words stretch by 900/600; after it they share what is left.
  assert.deepEqual(moved[1], { start: 450, end: 750 });
  assert.ok(moved[3].start >= moved[2].end);
});

test('a caption edge pinned over its words stops where they would be said faster than ten a second', () => {
  // Four words in 0..2000; a caption ends at the third word's end (edge 5).
  assert.deepEqual(pinRoom(4, 0, 2000, [], 5), [3 * MIN_WORD_MS, 2000 - MIN_WORD_MS]);
  // Another pin at the second word's start (edge 2) is the anchor before: two words lie between.
  assert.deepEqual(pinRoom(4, 0, 2000, [{ edge: 2, at: 800 }], 5), [800 + 2 * MIN_WORD_MS, 2000 - MIN_WORD_MS]);
  // A start pin (edge 4, the third word's) leaves the words before it and from it on their share.
  assert.deepEqual(pinRoom(4, 0, 2000, [{ edge: 7, at: 1500 }], 4), [2 * MIN_WORD_MS, 1500 - 2 * MIN_WORD_MS]);
  // No room for that (three words before, one after, in 250 ms): halfway between the two limits.
  assert.deepEqual(pinRoom(4, 0, 250, [], 5), [225, 225]);
  // Dragged as far as it goes, the third word keeps a length.
  const words = [0, 500, 1000, 1500].map((s) => ({ start: s, end: s + 400 }));
  const [earliest] = pinRoom(4, 0, 1900, [], 5);
  const moved = fitAround(words, 0, 1900, [{ edge: 5, at: earliest }]);
  assert.ok(moved[2].end - moved[2].start >= 50, JSON.stringify(moved));
});

test('pins out of order or outside the turn are held in order inside it', () => {
  const words = [0, 300, 600].map((s) => ({ start: s, end: s + 200 }));
  const moved = fitAround(words, 100, 700, [{ edge: 2, at: 5000 }, { edge: 4, at: 10 }]);
  const edges = moved.flatMap((w) => [w.start, w.end]);
  assert.deepEqual(edges, [...edges].sort((a, b) => a - b));
  assert.equal(edges[0], 100);
  assert.equal(edges[edges.length - 1], 700);
  assert.equal(moved[1].start, 700); // asked past the end: held at it
});
