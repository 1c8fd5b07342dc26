// The describer's checks and placement, without a browser (run by EditorModulesTest with Node's test runner).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BREATH_MS, checkDescription, NEW_DESCRIPTION_MS, placeNew, readingMs,
} from './description-pane.js';

const lines = [{ start: 1000, end: 4000, speaker: 'Ann', text: 'hello' }, { start: 9000, end: 12000, speaker: 'Bo', text: 'bye' }];

test('reading time is words at the voice speed', () => {
  assert.equal(readingMs('A man stands at a lectern.', 160), 2250);
  assert.equal(readingMs('  ', 160), 0);
});

test('a description that fits its gap passes; a too long one and one over the dialogue are flagged', () => {
  const fits = checkDescription('A man stands at a lectern.', 4500, 7000, lines, 160);
  assert.equal(fits.ok, true, fits.message);
  const long = checkDescription('A man in a grey suit walks slowly across a crowded stage towards the lectern.', 4500, 6500, lines, 160);
  assert.equal(long.ok, false);
  assert.match(long.message, /^Too long: reading it takes 5\.6 s, its span is 2\.0 s/);
  const over = checkDescription('He waves.', 3000, 5000, lines, 160);
  assert.equal(over.ok, false);
  assert.match(over.message, /^Over the dialogue \(Ann at 1\.0 s\)/);
  assert.equal(checkDescription('', 4500, 7000, lines, 160).ok, false);
});

test('a new description starts at the playhead, after the dialogue it falls in, and stops short of what follows', () => {
  assert.deepEqual(placeNew(5000, lines, [], 20000), { start: 5000, end: 5000 + NEW_DESCRIPTION_MS });
  assert.deepEqual(placeNew(2000, lines, [], 20000), { start: 4000, end: 4000 + NEW_DESCRIPTION_MS }, 'inside speech: after it');
  assert.deepEqual(placeNew(8000, lines, [], 20000), { start: 8000, end: 9000 - BREATH_MS }, 'up to the next speech');
  assert.deepEqual(placeNew(5000, lines, [{ start: 6000, end: 8000 }], 20000), { start: 5000, end: 6000 });
  assert.deepEqual(placeNew(6500, lines, [{ start: 6000, end: 8000 }], 20000), { start: 8000, end: 9000 - BREATH_MS },
    'inside a description: after it');
  assert.equal(placeNew(8700, lines, [], 20000), null, 'no room before the next speech');
  assert.deepEqual(placeNew(19000, [], [], 20000), { start: 19000, end: 20000 }, 'not past the media');
});
