// The editor's text and timing model, without a browser (run by EditorModulesTest with Node's test runner).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DOUBTFUL_SHARE, RATES, body, editable, escapeHtml, everyTurn, indexWords, loadedPins, nextRate, spacedTag, wordAt, wordPart,
  wordsHtml, wordsOfColumns,
} from './editor-model.js';

const word = (text, start, confidence) => ({ text, start, end: start + 300, confidence });

test('words loaded as columns become a word object each, sounds and pins where their indexes say', () => {
  const turns = wordsOfColumns([
    { speaker: 'Ann', text: 'Ask [MUSIC] not', words: {
      text: ['Ask', '[MUSIC]', 'not'], start: [0, 400, 900], end: [300, 800, 1200], confidence: [0.9, null, 0.412],
      sound: [1], pinnedEnd: [2],
    } },
    { speaker: 'Bob', text: 'typed only' },
  ]);
  assert.deepEqual(turns[0].words, [
    { text: 'Ask', start: 0, end: 300, confidence: 0.9, sound: false, pinnedStart: false, pinnedEnd: false },
    { text: '[MUSIC]', start: 400, end: 800, confidence: null, sound: true, pinnedStart: false, pinnedEnd: false },
    { text: 'not', start: 900, end: 1200, confidence: 0.412, sound: false, pinnedStart: false, pinnedEnd: true },
  ]);
  assert.equal(turns[1].words, undefined);
  assert.deepEqual(wordsOfColumns(turns)[0].words[1].text, '[MUSIC]', 'words already objects stay as they are');
});

test('the words of every turn are indexed in order, each turn knowing its first', () => {
  const source = [
    { speaker: 'Ann', words: [word('Ask', 0, 0.9), word('not', 400, 0.95)] },
    { speaker: 'Bob', text: 'typed only' },
    { speaker: 'Ann', words: [word('what', 900, 0.99)] },
  ];
  const { timed, starts } = indexWords(source);
  assert.deepEqual(timed.map((w) => w.text), ['Ask', 'not', 'what']);
  assert.deepEqual([...starts], [0, 400, 900]);
  assert.deepEqual(source.map((t) => t.firstWord), [0, 2, 2]);
});

test('at most a fifth of the words with a confidence are doubtful, the lowest ones', () => {
  const words = Array.from({ length: 20 }, (_, i) => word(`w${i}`, i * 100, 0.5 + i / 100));
  words[7].confidence = 0.1;
  words[13].confidence = 0.2;
  words[3].confidence = undefined; // no confidence: never doubtful
  const { doubtful, lowWord } = indexWords([{ words }]);
  assert.ok(doubtful.length <= Math.floor(19 * DOUBTFUL_SHARE));
  assert.ok(doubtful.includes(7) && doubtful.includes(13));
  assert.equal(lowWord[3], 0);
  assert.equal(doubtful.filter((i) => lowWord[i] === 1).length, doubtful.length);
});

test('words that all have a confidence of 1 are not doubtful', () => {
  const words = Array.from({ length: 10 }, (_, i) => word(`w${i}`, i * 100, 1));
  assert.deepEqual(indexWords([{ words }]).doubtful, []);
});

test('the playhead finds the last word started, and none before the first', () => {
  const { starts } = indexWords([{ words: [word('a', 100), word('b', 500), word('c', 900)] }]);
  assert.equal(wordAt(starts, 50), -1);
  assert.equal(wordAt(starts, 100), 0);
  assert.equal(wordAt(starts, 899), 1);
  assert.equal(wordAt(starts, 10_000), 2);
});

test('a turn is one HTML string: a span per word, doubtful ones marked, text escaped', () => {
  const turn = { words: [word('<b>', 0, 0.1), word('fine', 300, 0.99)] };
  const { lowWord } = indexWords([{ words: Array.from({ length: 5 }, (_, i) => word('x', i, i === 0 ? 0.1 : 0.9)) }]);
  turn.firstWord = 0;
  assert.equal(wordsHtml(turn, lowWord),
    '<span class="w low" data-i="0" title="Doubtful (10%)">&lt;b&gt;</span> <span class="w" data-i="1">fine</span>');
  assert.equal(escapeHtml('a & "b"'), 'a &amp; &quot;b&quot;');
});

test('the speed steps through the rates and stops at their ends', () => {
  assert.equal(nextRate(1, 1), 1.25);
  assert.equal(nextRate(1, -1), 0.75);
  assert.equal(nextRate(RATES.at(-1), 1), RATES.at(-1));
  assert.equal(nextRate(RATES[0], -1), RATES[0]);
  assert.equal(nextRate(1.1, 1), 1.25, 'an odd rate steps from 1x');
});

test('the turns are sent as typed, then those not rendered yet as loaded; blank ones stay out of a body', () => {
  const sent = everyTurn([{ speaker: ' Ann ', text: 'Ask not' }, { speaker: '', text: '  ' }],
    [{ speaker: 'Bob', text: 'what' }, { text: undefined }]);
  assert.deepEqual(sent, [
    { speaker: 'Ann', text: 'Ask not' }, { speaker: null, text: '  ' },
    { speaker: 'Bob', text: 'what' }, { speaker: null, text: '' },
  ]);
  assert.deepEqual(body(sent), { turns: [{ speaker: 'Ann', text: 'Ask not' }, { speaker: 'Bob', text: 'what' }] });
  assert.deepEqual(body(sent, new Set([1200, 3400])), {
    turns: [{ speaker: 'Ann', text: 'Ask not' }, { speaker: 'Bob', text: 'what' }], confirmed: [1200, 3400],
  });
});

test('a word is selected without the punctuation around it', () => {
  assert.deepEqual(wordPart('"Hello,"'), [1, 6]);
  assert.deepEqual(wordPart('can\'t.'), [0, 5]);
  assert.deepEqual(wordPart('...'), [3, 3], 'punctuation alone: the caret after it');
});

test('a sound tag gets spaces only where the text has none', () => {
  assert.equal(spacedTag('said', 'then', '[LAUGHTER]'), ' [LAUGHTER] ');
  assert.equal(spacedTag('said ', ' then', '[LAUGHTER]'), '[LAUGHTER]');
  assert.equal(spacedTag('', '', '[MUSIC]'), '[MUSIC]');
});

test('nothing recognized: one blank turn to type the transcript into', () => {
  assert.deepEqual(editable([]), [{ speaker: '', text: '' }]);
  assert.deepEqual(editable(undefined), [{ speaker: '', text: '' }]);
  const loaded = [{ speaker: 'Ann', words: [word('Ask', 0, 0.9)] }];
  assert.equal(editable(loaded), loaded);
});

test('a retimed turn is sent with its span, in whole milliseconds; the others without', () => {
  const sent = everyTurn(
    [{ speaker: 'Ann ', text: 'one', retimed: true, start: 100.4, end: 900.6 }, { speaker: '', text: 'two', start: 1000, end: 2000 }],
    [{ speaker: 'Bo', text: 'three', retimed: true, start: 3000, end: 4000, words: [] }],
  );
  assert.deepEqual(sent, [
    { speaker: 'Ann', text: 'one', start: 100, end: 901 },
    { speaker: null, text: 'two' },
    { speaker: 'Bo', text: 'three', start: 3000, end: 4000 },
  ]);
});

test('pins go with their turn: typed turns as the page read them, loaded ones from their words', () => {
  const loaded = [{ text: 'Ask', start: 0, end: 300 }, { text: 'not', start: 400, end: 700, pinnedStart: true },
    { text: 'what.', start: 800, end: 1200.4, pinnedEnd: true }];
  assert.deepEqual(loadedPins(loaded), [{ at: 4, start: 400 }, { at: 8, end: 1200 }]);
  const sent = everyTurn([{ speaker: 'Ann', text: 'one two', pins: [{ at: 4, start: 250 }] }, { speaker: 'Ann', text: 'three' }],
    [{ speaker: 'Bo', text: 'Ask not what.', words: loaded }]);
  assert.deepEqual(sent, [
    { speaker: 'Ann', text: 'one two', pins: [{ at: 4, start: 250 }] },
    { speaker: 'Ann', text: 'three' },
    { speaker: 'Bo', text: 'Ask not what.', pins: [{ at: 4, start: 400 }, { at: 8, end: 1200 }] },
  ]);
});
