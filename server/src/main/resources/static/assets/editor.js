// The editor (/work/items/{id}) and the customer's approval page (/approve/{token}): one module,
// the page's data-* name the API it works against. The transcript is one contenteditable block per
// speaker turn holding a <span class="w"> per timed word, so typing is the browser's own (fast,
// accessible, undo works) and the words keep their times for the playhead and for clicks. The text
// sent back is each turn's text as typed; the server aligns it against the version the pass
// started from, so unchanged words keep their times.
import { sendJson } from './http.js';
import { clock, showLocalTimes } from './local-time.js';

const main = document.getElementById('main');
const cfg = main.dataset;
const approving = cfg.mode === 'approve';
const $ = (id) => document.getElementById(id);
const turnsBox = $('turns');
const saveStatus = $('save-status');

/** Autosave this long after the last keystroke. */
const SAVE_DELAY_MS = 1200;
/** Keep the claim alive this often while the page is open (the lease is minutes long). */
const HEARTBEAT_MS = 60_000;
/** At most this share of the machine's words is marked doubtful. */
const DOUBTFUL_SHARE = 0.2;
const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

let media = null;
/** Timed words in document order: {start, end, el}; starts never decrease (binary search). */
let timed = [];
let starts = new Float64Array(0);
let doubtful = [];
/** Per turn: {box, speaker, text, words, dirty, cached}. */
let turns = [];
let lastText = null;
let current = -1;
let changedSinceSave = false;
let saving = null;
let saveTimer = 0;
let lastWrite = Date.now();
let finished = false;

function say(message) {
  saveStatus.textContent = message;
}

function problem(message) {
  const p = $('editor-problem');
  p.textContent = message;
  p.hidden = false;
}

// ---- Building the page ----------------------------------------------------------------------

function renderTurn(turn, index, withWords) {
  const box = document.createElement('div');
  box.className = 'turn';
  const head = document.createElement('div');
  head.className = 'turn-head';
  const label = document.createElement('label');
  const speakerId = `speaker-${index}-${Math.random().toString(36).slice(2, 7)}`;
  label.htmlFor = speakerId;
  label.textContent = 'Speaker';
  const speaker = document.createElement('input');
  speaker.type = 'text';
  speaker.id = speakerId;
  speaker.className = 'speaker';
  speaker.value = turn.speaker ?? '';
  speaker.autocomplete = 'off';
  head.append(label, speaker);
  const text = document.createElement('div');
  text.className = 'turn-text';
  text.contentEditable = finished ? 'false' : 'true';
  text.setAttribute('role', 'textbox');
  text.setAttribute('aria-multiline', 'true');
  text.spellcheck = true;
  const state = { box, speaker, text, dirty: false, cached: turn.text ?? '' };
  if (withWords && turn.words) {
    const fragment = document.createDocumentFragment();
    turn.words.forEach((w, i) => {
      if (i > 0) {
        fragment.append(' ');
      }
      const span = document.createElement('span');
      span.className = 'w';
      span.textContent = w.text;
      span.dataset.i = String(timed.length);
      timed.push({ start: w.start, end: w.end, el: span, confidence: w.confidence });
      fragment.append(span);
    });
    text.append(fragment);
  } else {
    text.textContent = turn.text ?? '';
  }
  box.append(head, text);
  return state;
}

function labelTurns() {
  turns.forEach((t, i) => {
    const who = t.speaker.value.trim();
    t.text.setAttribute('aria-label', `Turn ${i + 1}${who ? ', ' + who : ''}: text`);
  });
}

function markDoubtful() {
  const known = timed.filter((w) => w.confidence !== null && w.confidence !== undefined);
  const sorted = known.map((w) => w.confidence).sort((a, b) => a - b);
  const most = Math.floor(sorted.length * DOUBTFUL_SHARE);
  doubtful = [];
  if (most > 0) {
    const threshold = Math.min(sorted[most], 1);
    for (const w of known) {
      if (w.confidence < threshold) {
        w.el.classList.add('low');
        w.el.title = `Doubtful (${Math.round(w.confidence * 100)}%)`;
        doubtful.push(w.el);
      }
    }
  }
  $('low-count').textContent = `${doubtful.length} doubtful of ${timed.length} words`;
}

function showMedia(m) {
  if (!m || !m.url) {
    problem('This job has no playable media yet.');
    return;
  }
  media = document.createElement(m.contentType?.startsWith('video/') ? 'video' : 'audio');
  media.controls = true;
  media.preload = 'auto';
  media.src = m.url;
  media.className = 'media';
  media.setAttribute('aria-label', 'The job\'s media');
  $('player-area').prepend(media);
  media.addEventListener('play', () => { $('play').textContent = 'Pause'; requestAnimationFrame(followPlayhead); });
  media.addEventListener('pause', () => { $('play').textContent = 'Play'; });
  media.addEventListener('seeked', () => highlight(media.currentTime));
  media.addEventListener('loadedmetadata', () => { $('time-total').textContent = clock(media.duration); });
  media.addEventListener('ratechange', () => { $('rate').value = String(media.playbackRate); });
}

function showInstructions(instructions) {
  const list = $('guidance');
  for (const g of instructions?.guidance ?? []) {
    const li = document.createElement('li');
    li.textContent = g;
    list.append(li);
  }
  const notes = $('notes');
  for (const [title, value] of [['Notes with the job', instructions?.notes], ['The customer\'s notes', instructions?.accountNotes]]) {
    if (value) {
      const h = document.createElement('h3');
      h.textContent = title;
      const p = document.createElement('p');
      p.className = 'note';
      p.textContent = value;
      notes.append(h, p);
    }
  }
  showGuidelines(instructions?.guidelines);
  const select = $('sound-tag');
  for (const tag of instructions?.soundTags ?? []) {
    select.append(new Option(tag, tag));
  }
}

// The customer's guidelines arrive as HTML the server cleaned with an allow-list before storing
// them (no script, style, event handler or image; plain text escaped), so they are shown as HTML.
function showGuidelines(guidelines) {
  if (!guidelines?.html) {
    return;
  }
  $('guidelines').innerHTML = guidelines.html;
  $('guidelines-section').hidden = false;
}

function showJob(data) {
  const line = $('editor-job');
  const name = data.job?.name || `Job ${data.job?.id ?? ''}`;
  document.title = `${name} · ${approving ? 'Approve' : 'Editor'} · Parlance`;
  line.textContent = approving ? `${name}: read it against the media, correct what you want, then approve.`
    : `${name} · ${data.pass?.label ?? ''} (${data.item?.iwpName ?? ''}) · due `;
  if (!approving && data.item?.dueAt) {
    const time = document.createElement('time');
    time.dateTime = data.item.dueAt;
    time.dataset.localTime = '';
    time.textContent = data.item.dueAt;
    line.append(time);
    showLocalTimes(line);
  }
}

async function load() {
  let data;
  try {
    data = await sendJson('GET', cfg.load);
  } catch (e) {
    problem(e.code === 'not_held' ? `${e.message} Claim it from the queue first.` : e.message);
    return;
  }
  showJob(data);
  showInstructions(data.instructions);
  const draftOnly = data.draft && data.draft.problem;
  const source = draftOnly ? data.draft.turns : data.turns;
  if (draftOnly) {
    problem(`Your saved draft is shown as typed; it has no times yet: ${data.draft.problem}`);
  }
  const fragment = document.createDocumentFragment();
  source.forEach((turn, i) => {
    const state = renderTurn(turn, i, !draftOnly);
    turns.push(state);
    fragment.append(state.box);
  });
  turnsBox.append(fragment);
  starts = Float64Array.from(timed, (w) => w.start);
  labelTurns();
  markDoubtful();
  showMedia(data.media);
  if (data.draft?.savedAt) {
    say(`Draft saved ${new Date(data.draft.savedAt).toLocaleTimeString()}`);
  }
  $('editor').hidden = false;
  main.dataset.ready = 'true';
  if (cfg.heartbeat) {
    setInterval(heartbeat, HEARTBEAT_MS);
  }
}

// ---- Playing and following --------------------------------------------------------------------

/** The last word starting at or before ms; -1 before the first. */
function wordAt(ms) {
  let lo = 0;
  let hi = starts.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (starts[mid] <= ms) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}

function highlight(seconds) {
  $('time-now').textContent = clock(seconds);
  const i = wordAt(seconds * 1000);
  if (i === current) {
    return;
  }
  timed[current]?.el.classList.remove('now');
  current = i;
  const el = timed[i]?.el;
  if (el) {
    el.classList.add('now');
    if (media && !media.paused && !turnsBox.contains(document.activeElement)) {
      el.scrollIntoView({ block: 'nearest' });
    }
  }
}

function followPlayhead() {
  if (!media || media.paused) {
    return;
  }
  highlight(media.currentTime);
  requestAnimationFrame(followPlayhead);
}

function togglePlay() {
  if (!media) {
    return;
  }
  if (media.paused) {
    media.play().catch(() => {});
  } else {
    media.pause();
  }
}

function seekBy(seconds) {
  if (media) {
    media.currentTime = Math.max(0, Math.min(media.duration || Infinity, media.currentTime + seconds));
    highlight(media.currentTime);
  }
}

function playFrom(ms) {
  if (media) {
    media.currentTime = ms / 1000;
    highlight(media.currentTime);
    media.play().catch(() => {});
  }
}

function stepRate(direction) {
  if (!media) {
    return;
  }
  const at = RATES.indexOf(media.playbackRate);
  const next = RATES[Math.max(0, Math.min(RATES.length - 1, (at < 0 ? 2 : at) + direction))];
  media.playbackRate = next;
  say(`Speed ${next}×`);
}

// ---- Editing ----------------------------------------------------------------------------------

function caretNode() {
  const selection = window.getSelection();
  if (!selection.rangeCount || !turnsBox.contains(selection.anchorNode)) {
    return null;
  }
  return selection.anchorNode;
}

/** Selects the word part of a word's span (without punctuation around it), so typing replaces it. */
function selectWord(span) {
  const text = span.closest('.turn-text');
  text.focus({ preventScroll: true });
  span.scrollIntoView({ block: 'center' });
  const node = span.firstChild;
  const range = document.createRange();
  if (node && node.nodeType === Node.TEXT_NODE) {
    const m = node.data.match(/^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/u);
    const from = m ? m[1].length : 0;
    range.setStart(node, from);
    range.setEnd(node, m && m[2].length ? from + m[2].length : node.data.length);
  } else {
    range.selectNodeContents(span);
  }
  const selection = window.getSelection();
  selection.removeAllRanges();
  selection.addRange(range);
  const w = timed[Number(span.dataset.i)];
  if (media && w) {
    media.currentTime = Math.max(0, w.start / 1000 - 1);
    highlight(media.currentTime);
  }
}

function nextDoubtful(direction) {
  const live = doubtful.filter((el) => el.isConnected && el.classList.contains('low'));
  if (!live.length) {
    say('No doubtful words left.');
    return;
  }
  const at = caretNode() ?? timed[current]?.el ?? null;
  let target;
  if (!at) {
    target = direction > 0 ? live[0] : live[live.length - 1];
  } else if (direction > 0) {
    target = live.find((el) => !el.contains(at) && (at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) ?? live[0];
  } else {
    target = [...live].reverse().find((el) => !el.contains(at) && (at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING))
      ?? live[live.length - 1];
  }
  selectWord(target);
}

function wordAtCaret() {
  const node = caretNode();
  const el = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  if (el) {
    return timed[Number(el.dataset.i)];
  }
  // Between words: the next timed word after the caret.
  return node ? timed.find((w) => node.compareDocumentPosition(w.el) & Node.DOCUMENT_POSITION_FOLLOWING) : undefined;
}

function turnOf(node) {
  const box = (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement).closest('.turn');
  return turns.find((t) => t.box === box);
}

function changed(turn) {
  if (finished) {
    return;
  }
  if (turn) {
    turn.dirty = true;
  }
  changedSinceSave = true;
  say('Unsaved changes');
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => save(), SAVE_DELAY_MS);
}

function splitTurn() {
  const selection = window.getSelection();
  const node = caretNode();
  if (!node) {
    return;
  }
  const turn = turnOf(node);
  const range = selection.getRangeAt(0);
  const tail = document.createRange();
  tail.setStart(range.startContainer, range.startOffset);
  tail.setEnd(turn.text, turn.text.childNodes.length);
  const moved = tail.extractContents();
  const state = renderTurn({ speaker: '', text: '' }, turns.length, false);
  state.text.append(moved);
  turn.box.after(state.box);
  turns.splice(turns.indexOf(turn) + 1, 0, state);
  labelTurns();
  state.speaker.focus();
  changed(turn);
  changed(state);
  say('New turn: type the speaker\'s name, then Tab to its text.');
}

function insertTag() {
  const tag = $('sound-tag').value;
  if (!tag) {
    return;
  }
  if (!caretNode()) {
    const target = lastText ?? turns[0]?.text;
    if (!target) {
      return;
    }
    target.focus();
    const range = document.createRange();
    range.selectNodeContents(target);
    range.collapse(false);
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(range);
  }
  document.execCommand('insertText', false, ` ${tag} `);
}

function turnText(turn) {
  if (turn.dirty) {
    turn.cached = turn.text.innerText.replace(/\u00a0/g, ' ');
    turn.dirty = false;
  }
  return turn.cached;
}

function collect() {
  return {
    turns: turns.map((t) => ({ speaker: t.speaker.value.trim() || null, text: turnText(t) }))
      .filter((t) => t.text.trim() !== ''),
  };
}

// ---- Saving -------------------------------------------------------------------------------------

async function save({ keepalive = false } = {}) {
  clearTimeout(saveTimer);
  if (!changedSinceSave || finished) {
    return saving;
  }
  if (saving) {
    await saving;
    return save({ keepalive });
  }
  changedSinceSave = false;
  const body = collect();
  say('Saving…');
  saving = (async () => {
    try {
      await sendJson('PUT', cfg.draft, body, { keepalive });
      lastWrite = Date.now();
      say(`Draft saved ${new Date().toLocaleTimeString()}`);
    } catch (e) {
      if (claimGone(e)) {
        lost(e);
      } else {
        changedSinceSave = true;
        say(`Not saved: ${e.message}`);
      }
    } finally {
      saving = null;
    }
  })();
  return saving;
}

async function heartbeat() {
  if (finished || Date.now() - lastWrite < HEARTBEAT_MS / 2) {
    return;
  }
  try {
    await sendJson('POST', cfg.heartbeat);
    lastWrite = Date.now();
  } catch (e) {
    if (claimGone(e)) {
      lost(e);
    }
  }
}

/** Whether a refusal means this page can no longer save: someone else holds the item, or it is done. */
function claimGone(e) {
  return !approving && ['not_held', 'conflict'].includes(e.code);
}

/**
 * The claim is lost (it lapsed and someone else took the item, or it was reassigned or done): the
 * text stays on the page to copy, but nothing is saved or submitted from here any more.
 */
function lost(e) {
  finished = true;
  clearTimeout(saveTimer);
  $('submit').disabled = true;
  $('release').disabled = true;
  say('Not saved');
  problem(`Your claim on this task is gone, and what you typed since your last save is not saved: ${e.message} `
    + 'Copy anything you need, then go back to the queue.');
}

function finish(message) {
  finished = true;
  clearTimeout(saveTimer);
  for (const t of turns) {
    t.text.contentEditable = 'false';
    t.speaker.readOnly = true;
  }
  $('submit').disabled = true;
  const release = $('release');
  if (release) {
    release.disabled = true;
  }
  const done = document.createElement('p');
  done.className = 'notice';
  done.setAttribute('role', 'status');
  done.textContent = message;
  if (!approving) {
    const back = document.createElement('a');
    back.href = '/work';
    back.textContent = 'Back to the queue';
    done.append(' ', back);
  }
  $('editor').before(done);
  done.scrollIntoView({ block: 'nearest' });
}

async function submit() {
  const button = $('submit');
  button.disabled = true;
  clearTimeout(saveTimer);
  say(approving ? 'Approving…' : 'Submitting…');
  try {
    if (saving) {
      await saving;
    }
    turns.forEach((t) => { t.dirty = true; });
    const result = await sendJson('POST', cfg.submit, collect());
    changedSinceSave = false;
    say('');
    finish(approving ? 'Approved. Thank you: the transcript is final.'
      : `Submitted: ${result.iwpName} stored${result.nextPass ? `, the ${result.nextPass.toLowerCase()} pass is next` : ', the job is complete'}.`);
  } catch (e) {
    button.disabled = false;
    say(`Not submitted: ${e.message}`);
  }
}

async function releaseItem() {
  await save();
  try {
    await sendJson('POST', cfg.release);
    window.location.assign('/work');
  } catch (e) {
    say(`Not released: ${e.message}`);
  }
}

// ---- Events ---------------------------------------------------------------------------------------

turnsBox.addEventListener('input', (event) => {
  const turn = turnOf(event.target);
  if (event.target.classList?.contains('speaker')) {
    labelTurns();
  }
  const node = caretNode();
  const word = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  if (word) {
    word.classList.remove('low');
    word.classList.add('edited');
  }
  changed(turn);
});
turnsBox.addEventListener('focusin', (event) => {
  if (event.target.classList.contains('turn-text')) {
    lastText = event.target;
  }
});
turnsBox.addEventListener('click', (event) => {
  const span = event.target.closest?.('.w');
  const w = span && timed[Number(span.dataset.i)];
  if (w) {
    playFrom(w.start);
  }
});
turnsBox.addEventListener('paste', (event) => {
  if (!event.target.closest?.('.turn-text')) {
    return;
  }
  event.preventDefault();
  document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
});

document.addEventListener('keydown', (event) => {
  const ctrl = event.ctrlKey || event.metaKey;
  const inText = event.target.closest?.('.turn-text');
  let handled = true;
  if ((event.key === 'Escape' && !ctrl && !event.altKey) || (ctrl && event.code === 'Space')) {
    togglePlay();
  } else if (event.altKey && !ctrl && event.key === 'ArrowLeft') {
    seekBy(-3);
  } else if (event.altKey && !ctrl && event.key === 'ArrowRight') {
    seekBy(3);
  } else if (event.altKey && !ctrl && event.key === 'ArrowUp') {
    stepRate(1);
  } else if (event.altKey && !ctrl && event.key === 'ArrowDown') {
    stepRate(-1);
  } else if (ctrl && event.code === 'KeyJ') {
    nextDoubtful(event.shiftKey ? -1 : 1);
  } else if (ctrl && event.key === 'Enter') {
    const w = wordAtCaret();
    if (w) {
      playFrom(w.start);
    }
  } else if (event.altKey && event.key === 'Enter' && inText && !finished) {
    splitTurn();
  } else if (event.altKey && event.code === 'KeyT' && !finished) {
    insertTag();
  } else if (ctrl && event.code === 'KeyS') {
    changedSinceSave = true;
    save();
  } else if (event.key === 'Enter' && inText && !event.shiftKey) {
    document.execCommand('insertLineBreak');
  } else {
    handled = false;
  }
  if (handled) {
    event.preventDefault();
  }
}, true);

$('play').addEventListener('click', togglePlay);
$('back').addEventListener('click', () => seekBy(-3));
$('rate').addEventListener('change', (e) => { if (media) media.playbackRate = Number(e.target.value); });
$('insert-tag').addEventListener('click', insertTag);
$('next-low').addEventListener('click', () => nextDoubtful(1));
$('submit').addEventListener('click', submit);
$('release')?.addEventListener('click', releaseItem);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') {
    save({ keepalive: true });
  }
});
window.addEventListener('pagehide', () => save({ keepalive: true }));

load();
