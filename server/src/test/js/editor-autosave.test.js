// The editor's saving, without a browser (run by EditorModulesTest with Node's test runner): a fake
// clock and timers, and a server that answers when the test says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Autosave, HEARTBEAT_MS, SAVE_DELAY_MS } from './editor-autosave.js';

/** An Autosave with a hand-driven clock and timers, recording what it sends and says. */
function rig({ failWith = null, claimGone = (e) => e.code === 'not_held' } = {}) {
  const r = { sent: [], said: [], beats: 0, lostWith: null, time: 1_000_000, timers: new Map(), nextTimer: 1, text: 'v1',
    stored: 0, staleWith: null };
  r.pending = [];
  r.autosave = new Autosave({
    send: (draft, options) => {
      r.sent.push({ draft, keepalive: options.keepalive });
      return new Promise((resolve, reject) => r.pending.push(() => {
        const refusal = failWith ?? (draft.basedOn !== r.stored ? Object.assign(new Error('newer elsewhere'), { code: 'stale_draft' }) : null);
        return refusal ? reject(refusal) : resolve({ revision: ++r.stored });
      }));
    },
    beat: async () => {
      r.beats++;
      if (failWith) {
        throw failWith;
      }
    },
    collect: () => ({ turns: r.turns ?? [{ text: r.text }] }),
    say: (m) => r.said.push(m),
    claimGone,
    lost: (e) => { r.lostWith = e; },
    isStale: (e) => e.code === 'stale_draft',
    staleFound: (e) => { r.staleWith = e; },
    now: () => r.time,
    setTimer: (f, ms) => { const id = r.nextTimer++; r.timers.set(id, { f, at: r.time + ms }); return id; },
    clearTimer: (id) => r.timers.delete(id),
  });
  r.advance = (ms) => {
    r.time += ms;
    for (const [id, t] of [...r.timers]) {
      if (t.at <= r.time) {
        r.timers.delete(id);
        t.f();
      }
    }
  };
  r.answer = async () => {
    r.pending.shift()();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return r;
}

test('a change is saved a moment after the last keystroke, once', async () => {
  const r = rig();
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS - 1);
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS - 1);
  assert.equal(r.sent.length, 0, 'each keystroke starts the wait again');
  r.advance(1);
  assert.equal(r.sent.length, 1);
  assert.deepEqual(r.sent[0].draft, { turns: [{ text: 'v1' }], basedOn: 0 });
  await r.answer();
  assert.match(r.said.at(-1), /^Draft saved /);
  r.advance(SAVE_DELAY_MS * 10);
  assert.equal(r.sent.length, 1, 'nothing more to save');
});

test('a change made while a save is under way is saved after it, with the newer text', async () => {
  const r = rig();
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  r.text = 'v2';
  r.autosave.changed();
  const second = r.autosave.save();
  assert.equal(r.sent.length, 1, 'one save at a time');
  await r.answer();
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal(r.sent.length, 2);
  assert.deepEqual(r.sent[1].draft, { count: 1, changed: { 0: { text: 'v2' } }, basedOn: 1 });
  await r.answer();
  await second;
});

test('after the first save, a save sends only the turns changed since the last one saved, and the count', async () => {
  const r = rig();
  r.turns = [{ text: 'one' }, { text: 'two' }, { text: 'three' }];
  const first = r.autosave.saveNow();
  await r.answer();
  await first;
  assert.deepEqual(r.sent[0].draft.turns, r.turns, 'the first save is whole');
  r.turns = [{ text: 'one' }, { text: 'two', start: 5 }, { text: 'three' }, { text: 'four' }];
  const second = r.autosave.saveNow();
  await r.answer();
  await second;
  assert.deepEqual(r.sent[1].draft, { basedOn: 1, count: 4, changed: { 1: { text: 'two', start: 5 }, 3: { text: 'four' } } });
  r.turns = [{ text: 'one!' }, { text: 'two', start: 5 }];
  r.autosave.saveNow();
  assert.deepEqual(r.sent[2].draft, { basedOn: 2, count: 2, changed: { 0: { text: 'one!' } } });
  await r.answer();
});

test('a failed save keeps the change unsaved and says why; the next save sends it', async () => {
  const r = rig({ failWith: Object.assign(new Error('Server busy'), { code: 'busy' }) });
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  assert.equal(r.said.at(-1), 'Not saved: Server busy');
  assert.equal(r.autosave.unsaved, true);
  assert.equal(r.lostWith, null);
});

test('a save refused because the claim is gone stops all saving and says so once', async () => {
  const gone = Object.assign(new Error('Someone else holds this item.'), { code: 'not_held' });
  const r = rig({ failWith: gone });
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  assert.equal(r.lostWith, gone);
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.autosave.saveNow();
  assert.equal(r.sent.length, 1, 'nothing is sent any more');
});

test('leaving the page saves what is unsaved with keepalive; Ctrl+S saves even unchanged text', async () => {
  const r = rig();
  r.autosave.changed();
  r.autosave.save({ keepalive: true });
  assert.equal(r.sent[0].keepalive, true);
  await r.answer();
  r.autosave.saveNow();
  assert.equal(r.sent.length, 2);
  await r.answer();
});

test('the heartbeat keeps the claim only when nothing was written for half its period', async () => {
  const r = rig();
  await r.autosave.heartbeat();
  assert.equal(r.beats, 0, 'just started');
  r.advance(HEARTBEAT_MS / 2);
  await r.autosave.heartbeat();
  assert.equal(r.beats, 1);
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  r.advance(HEARTBEAT_MS / 2 - SAVE_DELAY_MS - 1);
  await r.autosave.heartbeat();
  assert.equal(r.beats, 1, 'a save is as good as a heartbeat');
});

test('a heartbeat refused because the claim is gone ends the saving', async () => {
  const gone = Object.assign(new Error('This item is done.'), { code: 'conflict' });
  const r = rig({ failWith: gone, claimGone: (e) => e.code === 'conflict' });
  r.advance(HEARTBEAT_MS);
  await r.autosave.heartbeat();
  assert.equal(r.lostWith, gone);
  r.autosave.changed();
  assert.equal(r.timers.size, 0);
});

test('a submission pauses the wait, waits for a save under way and leaves nothing to save', async () => {
  const r = rig();
  r.autosave.changed();
  r.autosave.pause();
  r.advance(SAVE_DELAY_MS * 2);
  assert.equal(r.sent.length, 0);
  assert.equal(r.autosave.settled(), null);
  r.autosave.sent();
  assert.equal(r.autosave.unsaved, false);
  r.autosave.stop();
  await r.autosave.save();
  assert.equal(r.sent.length, 0);
});

test('each save names the revision it was typed on, the one the last save made', async () => {
  const r = rig();
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  r.text = 'v2';
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  assert.deepEqual(r.sent.map((s) => s.draft.basedOn), [0, 1]);
  assert.equal(r.autosave.revision, 2);
});

test('a save refused as stale holds every later save until the person keeps their text', async () => {
  const r = rig();
  r.stored = 3; // another tab saved three times since this page loaded
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS);
  await r.answer();
  assert.equal(r.staleWith?.code, 'stale_draft');
  assert.match(r.said.at(-1), /newer draft was saved elsewhere/);
  r.text = 'typed on';
  r.autosave.changed();
  r.advance(SAVE_DELAY_MS * 5);
  await r.autosave.save();
  assert.equal(r.sent.length, 1, 'nothing is sent over the newer draft');
  assert.equal(r.autosave.unsaved, true, 'what was typed is still to save');

  r.autosave.keepMine(3);
  await r.answer();
  assert.equal(r.sent.length, 2);
  assert.deepEqual(r.sent[1].draft, { turns: [{ text: 'typed on' }], basedOn: 3 });
  assert.equal(r.autosave.revision, 4);
  assert.match(r.said.at(-1), /^Draft saved /);
});
