// The editor's undo and redo, without a browser: turns as plain objects.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { History, MAX_STEPS } from './editor-history.js';

function rig() {
  const r = { turns: [{ id: 'a', text: 'one' }, { id: 'b', text: 'two' }], done: [] };
  r.history = new History({
    snapshot: (t) => ({ text: t.text }),
    restore: (t, s) => { t.text = s.text; },
    order: () => r.turns,
    setOrder: (order) => { r.turns = order.slice(); },
    done: (turns) => r.done.push(turns.map((t) => t.id)),
  });
  return r;
}

test('a step undoes every turn it recorded at once, and redoes it', () => {
  const r = rig();
  r.history.record(r.turns);
  r.turns[0].text = 'ONE';
  r.turns[1].text = 'TWO';
  assert.equal(r.history.undo(), true);
  assert.deepEqual(r.turns.map((t) => t.text), ['one', 'two']);
  assert.equal(r.history.redo(), true);
  assert.deepEqual(r.turns.map((t) => t.text), ['ONE', 'TWO']);
  assert.deepEqual(r.done, [['a', 'b'], ['a', 'b']]);
  assert.equal(r.history.redo(), false);
});

test('a structural step (a merge) puts the turns back in their order', () => {
  const r = rig();
  const [a, b] = r.turns;
  r.history.record([a, b], { structure: true });
  a.text = 'one two';
  r.turns = [a];
  r.history.undo();
  assert.deepEqual(r.turns.map((t) => `${t.id}:${t.text}`), ['a:one', 'b:two']);
  r.history.redo();
  assert.deepEqual(r.turns.map((t) => `${t.id}:${t.text}`), ['a:one two']);
});

test('a new change drops what could be redone; the oldest steps go past the limit', () => {
  const r = rig();
  r.history.record([r.turns[0]]);
  r.turns[0].text = 'x';
  r.history.undo();
  r.history.record([r.turns[0]]);
  assert.equal(r.history.canRedo, false);
  for (let n = 0; n < MAX_STEPS + 10; n++) {
    r.history.record([r.turns[0]]);
  }
  assert.equal(r.history.undoSteps.length, MAX_STEPS);
});
