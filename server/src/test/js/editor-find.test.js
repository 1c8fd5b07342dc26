// Finding in the transcript, without a browser.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { editDistance, findAll, matcher, misspeltName, namesIn, nextMatch } from './editor-find.js';

test('a search matches literally, by whole word and case when asked', () => {
  const text = 'The cat sat. Cats? the CAT (c.a.t) concat';
  assert.deepEqual(findAll(text, matcher('cat')).length, 4);
  assert.deepEqual(findAll(text, matcher('cat', { wholeWord: true })), [[4, 7], [23, 26]]);
  assert.deepEqual(findAll(text, matcher('cat', { wholeWord: true, matchCase: true })), [[4, 7]]);
  assert.deepEqual(findAll(text, matcher('c.a.t')), [[28, 33]], 'a dot is a dot');
  assert.equal(matcher(''), null);
  assert.deepEqual(findAll('café Café', matcher('CAFÉ', { wholeWord: true })), [[0, 4], [5, 9]]);
});

test('the next match comes after the caret, round to the start; the one before goes the other way', () => {
  const matches = [[[2, 4]], [], [[0, 3], [10, 12]]];
  const of = (t) => matches[t];
  assert.deepEqual(nextMatch(3, of, 0, 3), { turn: 2, from: 0, to: 3 });
  assert.deepEqual(nextMatch(3, of, 2, 5), { turn: 2, from: 10, to: 12 });
  assert.deepEqual(nextMatch(3, of, 2, 11), { turn: 0, from: 2, to: 4 }, 'round to the start');
  assert.deepEqual(nextMatch(3, of, 2, 9, -1), { turn: 2, from: 0, to: 3 });
  assert.deepEqual(nextMatch(3, of, 0, 1, -1), { turn: 2, from: 10, to: 12 });
  assert.equal(nextMatch(3, () => [], 0, 0), null);
});

test('names of the job come from its notes and speakers; a near miss of one is marked', () => {
  const names = namesIn(['Speakers: the host is Maria Gonzalez and her guest Dr. Okonkwo.', 'Thanks.'], ['Kennedy']);
  assert.ok(names.includes('Gonzalez') && names.includes('Okonkwo') && names.includes('Kennedy') && names.includes('Maria'));
  assert.ok(!names.includes('Speakers') && !names.includes('Thanks'), 'a sentence\'s first word is not a name');
  assert.equal(misspeltName('Gonzales,', names), 'Gonzalez');
  assert.equal(misspeltName('Kenedy', names), 'Kennedy');
  assert.equal(misspeltName('gonzalez', names), null, 'the name itself, in any case');
  assert.equal(misspeltName('Mario', names), 'Maria', 'one letter off a short name: worth a look');
  assert.equal(misspeltName('Marathon', names), null);
  assert.equal(editDistance('kitten', 'sitting', 3), 3);
});
