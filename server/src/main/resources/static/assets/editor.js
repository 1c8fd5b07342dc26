// The editor (/work/items/{id}) and the customer's approval page (/approve/{token}): the page
// itself, its elements and keys; the page's data-* name the API it works against. The text and
// timing it shows are editor-model.js's, the saving editor-autosave.js's (both tested without a
// browser). The transcript is one contenteditable block per
// speaker turn holding a <span class="w"> per timed word, so typing is the browser's own (fast,
// accessible, undo works) and the words keep their times for the playhead and for clicks. The text
// sent back is each turn's text as typed; the server aligns it against the version the pass
// started from, so unchanged words keep their times.
import { sendJson } from './http.js';
import { lastAtOrBefore } from './sorted.js';
import { clock, showLocalTimes } from './local-time.js';
import { place, startPreview } from './preview.js';
import { attachSources, decorateTurn } from './translation-pane.js';
import {
  body, editable, everyTurn as turnsToSend, indexWords, nextRate, spacedTag, wordAt, wordPart, wordsHtml, wordsOfColumns,
} from './editor-model.js';
import { Autosave, HEARTBEAT_MS } from './editor-autosave.js';
import { History } from './editor-history.js';
import {
  findAll, matcher, misspeltName, namesIn, nextMatch,
} from './editor-find.js';
import { Timeline } from './timeline.js';
import {
  attachDialogue, checkDescription, dialogue, isDescribing, placeNew,
} from './description-pane.js';
import {
  fitAround, moveEdge, NUDGE_LARGE_MS, NUDGE_SMALL_MS, pinRoom, rescale, wordBoundaries,
} from './timeline-model.js';

const main = document.getElementById('main');
const cfg = main.dataset;
const approving = cfg.mode === 'approve';
const $ = (id) => document.getElementById(id);
const turnsBox = $('turns');
const saveStatus = $('save-status');
const timeNow = $('time-now');

/**
 * Shown before anything else happens: turns up to this many words or FIRST_TURNS (a screenful below
 * the player at 1280 px is some 250 words, at 320 px some 120); the rest follow in slices as soon as
 * the page is idle. The first frame styles and lays out every word shown: twelve turns of a lecture
 * were 1,150 words and about 250 ms on two cores before the text appeared.
 */
const FIRST_WORDS = 400;
const FIRST_TURNS = 12;
/** The longest a slice of rendering holds the page, so keys and the playhead never wait long. */
const RENDER_SLICE_MS = 10;

let media = null;
/** Timed words in document order: {text, start, end, confidence, el}; starts never decrease (binary search). */
let timed = [];
let starts = new Float64Array(0);
/** 1 for a doubtful word (by index in `timed`). */
let lowWord = new Uint8Array(0);
let doubtful = [];
/** The timed words (indexes) a person put a start or an end of (a caption's edge moved), ever: each says which. */
const pinnedWords = new Set();
/**
 * Per turn in the page, in order: {box, speaker, text, dirty, cached, plain, start, end, retimed}:
 * start and end (ms) are the turn's span, its words' unless a person moved an edge (retimed: then
 * they are sent with the text, and the server fits the words into them).
 */
let turns = [];
/** The loaded turns not in the page yet (they come after all of `turns`), and whether they have timed words. */
let unrendered = [];
let unrenderedWithWords = true;
let lastText = null;
/** The caret in lastText when the focus left it. */
let lastCaret = null;
let current = -1;
let finished = false;
/** The media link lives as long as a claim; when it runs out the player asks for a fresh one (at most this often). */
const MEDIA_RENEWAL_MS = 30_000;
/** The caption preview starts when the waveform first shows, or this long after the timeline asked for it. */
const PREVIEW_AFTER_MS = 1500;
let lastMediaRenewal = 0;
let mediaWasPlaying = false;

function say(message) {
  saveStatus.textContent = message;
}

function problem(message) {
  const p = $('editor-problem');
  p.textContent = message;
  p.hidden = false;
}

// ---- Building the page ----------------------------------------------------------------------

/** The loaded turns' timed words indexed, and the doubtful ones counted on the page. */
function index(source) {
  ({ timed, starts, lowWord, doubtful } = indexWords(source));
  timed.forEach((w, k) => {
    if (w.pinnedStart || w.pinnedEnd) {
      pinnedWords.add(k);
    }
  });
  for (const turn of source) {
    if (turn.words?.length) {
      turn.start = turn.words[0].start;
      turn.end = turn.words.at(-1).end;
    }
  }
  $('low-count').textContent = `${doubtful.length} doubtful of ${timed.length} words`;
}

let turnIds = 0;

function renderTurn(turn, withWords) {
  const box = document.createElement('div');
  box.className = 'turn';
  const head = document.createElement('div');
  head.className = 'turn-head';
  const label = document.createElement('label');
  const speakerId = `speaker-${++turnIds}`;
  label.htmlFor = speakerId;
  label.textContent = 'Speaker';
  const speaker = document.createElement('input');
  speaker.type = 'text';
  speaker.id = speakerId;
  speaker.className = 'speaker';
  speaker.value = turn.speaker ?? '';
  speaker.autocomplete = 'off';
  speaker.setAttribute('list', 'speaker-names'); // the job's speakers, offered as the name is typed
  speaker.readOnly = finished;
  head.append(label, speaker);
  const text = document.createElement('div');
  text.className = 'turn-text';
  text.contentEditable = finished ? 'false' : 'true';
  text.setAttribute('role', 'textbox');
  text.setAttribute('aria-multiline', 'true');
  text.spellcheck = true;
  // cached: the text last read (innerText, as sent); plain: its characters when read (textContent).
  const state = {
    box, speaker, text, dirty: false, cached: turn.text ?? '', plain: turn.text ?? '',
    start: turn.start, end: turn.end, retimed: Boolean(turn.retimed),
  };
  if (withWords && turn.words) {
    text.innerHTML = wordsHtml(turn, lowWord);
    let i = turn.firstWord;
    for (const span of text.children) {
      timed[i++].el = span;
    }
  } else {
    text.textContent = turn.text ?? '';
  }
  box.append(head, text);
  decorateTurn(state, turn, playFrom); // a translation's source beside it (nothing on other jobs)
  if (isDescribing()) {
    decorateDescription(state, label);
  }
  return state;
}

// ---- Audio description (a describer's pass: each turn is a description) ----------------------------

/** A description's head: no speaker to type, its reading-time check, and a button to hear it. */
function decorateDescription(state, label) {
  label.textContent = 'Description';
  label.htmlFor = state.text.id = `description-${turnIds}`;
  state.speaker.hidden = true;
  state.speaker.value = 'Description';
  const check = document.createElement('p');
  check.className = 'description-check';
  check.id = `description-check-${turnIds}`;
  state.text.setAttribute('aria-describedby', check.id);
  const hear = document.createElement('button');
  hear.type = 'button';
  hear.className = 'button-quiet hear';
  hear.textContent = 'Hear it';
  hear.setAttribute('aria-keyshortcuts', 'Alt+V');
  hear.addEventListener('click', () => hearDescription(state));
  label.parentElement.append(hear); // in the turn's head, after its label
  state.box.append(check);
  state.check = check;
  checkTurn(state);
}

/**
 * Timed lines in a side panel's list (the dialogue beside a description, the description beside an
 * approval): each line's time (a button playing from there), speaker and words; then its section shows.
 */
function showLines(section, list, lines) {
  for (const line of lines) {
    const li = document.createElement('li');
    const at = document.createElement('button');
    at.type = 'button';
    at.className = 'button-quiet';
    at.textContent = clock(Math.floor(line.start / 1000));
    at.setAttribute('aria-label', `Play from ${clock(Math.floor(line.start / 1000))}`);
    at.addEventListener('click', () => playFrom(line.start));
    li.append(at, `${line.speaker ? `${line.speaker}: ` : ''}${line.text}`);
    $(list).append(li);
  }
  $(section).hidden = false;
}

/** The video's scene changes as a strip of pictures: each takes the playhead there (found on the first asking). */
async function showScenes() {
  let answer;
  try {
    answer = await sendJson('GET', `${cfg.load}/scenes`);
  } catch (e) {
    return; // a guide, not the work: the editor goes on without it
  }
  const list = $('scene-list');
  for (const scene of answer?.scenes ?? []) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'scene button-quiet';
    const picture = document.createElement('img');
    picture.src = scene.picture;
    picture.alt = '';
    picture.loading = 'lazy';
    const at = clock(Math.floor(scene.at / 1000));
    const time = document.createElement('span');
    time.textContent = at;
    button.append(picture, time);
    button.setAttribute('aria-label', `Scene change at ${at}: move the playhead there`);
    button.addEventListener('click', () => {
      if (media) {
        media.currentTime = scene.at / 1000;
        highlight(media.currentTime);
      }
    });
    li.append(button);
    list.append(li);
  }
  main.dataset.scenes = String(list.children.length);
  $('scenes').hidden = list.children.length === 0;
}

/** The turn's reading time against its span and the dialogue, shown under it (and flagged when it does not fit). */
function checkTurn(turn) {
  if (!turn.check) {
    return;
  }
  const result = checkDescription(turnText(turn), turn.start ?? 0, turn.end ?? turn.start ?? 0);
  turn.check.textContent = result.message;
  turn.box.classList.toggle('description-problem', !result.ok);
  turn.check.classList.toggle('problem', !result.ok);
}

/** Alt+A: a new description at the playhead, in the gap there (after the speech the playhead is in). */
function addDescription() {
  if (finished || !isDescribing()) {
    return;
  }
  renderAll();
  const { starts: s, ends: e } = spans();
  const taken = Array.from(s, (start, k) => ({ start, end: e[k] }));
  const place = placeNew((media?.currentTime ?? 0) * 1000, dialogue(), taken, mediaMs());
  if (!place) {
    say('No room for a description here: move the playhead into a gap between the dialogue (the gaps between the dark bars on the timeline, under the descriptions).');
    return;
  }
  const at = taken.filter((t) => t.start < place.start).length;
  history.record(turns.slice(Math.max(0, at - 1), at + 1), { structure: true });
  const state = renderTurn({ speaker: 'Description', text: '', ...place, retimed: true }, false);
  if (at < turns.length) {
    turns[at].box.before(state.box);
  } else {
    turnsBox.append(state.box);
  }
  turns.splice(at, 0, state);
  labelTurns();
  spansChanged();
  changed(state);
  state.text.focus();
  timeline?.show(at);
  say(`New description ${at + 1} at ${preciseClock(place.start)} to ${preciseClock(place.end)}: type it; Alt+V hears it.`);
}

let voice = null;

/** Alt+V or "Hear it": the description read by the voice that will read it in the delivered media. */
async function hearDescription(turn) {
  const text = turn && turnText(turn).trim();
  if (!text) {
    say('Nothing to hear: the description is empty.');
    return;
  }
  voice?.pause();
  voice = new Audio(`${cfg.voice}?${new URLSearchParams({ text })}`);
  voice.addEventListener('error', () => say('The description could not be spoken (is espeak-ng installed on the server?).'));
  try {
    await voice.play();
    main.dataset.heard = text; // what was last played (tests)
    say('Playing the description as the voice will read it.');
  } catch (e) {
    say(`The description could not be played: ${e.message}`);
  }
}

function labelTurns(from = 0, to = turns.length) {
  for (let i = from; i < to; i++) {
    const who = turns[i].speaker.value.trim();
    turns[i].text.setAttribute('aria-label', isDescribing() ? `Description ${i + 1}: text`
      : `Turn ${i + 1}${who ? ', ' + who : ''}: text`);
    turns[i].speaker.setAttribute('aria-label', `Speaker, turn ${i + 1}`); // one "Speaker" per turn: say which
  }
}

/** Puts loaded turns in the page until `deadline` (performance.now()), `max` turns or `maxWords` words (at least one turn). */
function renderUnrendered(deadline = Infinity, max = Infinity, maxWords = Infinity) {
  const fragment = document.createDocumentFragment();
  const from = turns.length;
  let i = 0;
  let words = 0;
  while (i < unrendered.length && i < max && (i === 0 || (performance.now() < deadline && words < maxWords))) {
    const turn = unrendered[i++];
    words += turn.words?.length ?? Math.ceil((turn.text?.length ?? 0) / 6);
    const state = renderTurn(turn, unrenderedWithWords);
    turns.push(state);
    fragment.append(state.box);
  }
  unrendered = unrendered.slice(i);
  turnsBox.append(fragment);
  labelTurns(from);
  markNames(from);
}

/**
 * The rest of the turns a slice at a time, each its own task when the page is idle: a key typed
 * meanwhile shows at once (measured: half the delay of back-to-back slices, none of their 200 ms outliers).
 */
function renderInSlices(idle) {
  if (unrendered.length) {
    const slice = idle ? Math.min(RENDER_SLICE_MS, Math.max(idle.timeRemaining(), 2)) : RENDER_SLICE_MS;
    renderUnrendered(performance.now() + slice);
    whenIdle(renderInSlices);
  }
}

function whenIdle(task) {
  if (window.requestIdleCallback) {
    window.requestIdleCallback(task, { timeout: 200 });
  } else {
    setTimeout(task, 0);
  }
}

/** Every turn in the page now (what needs them all: the doubtful words, a word far ahead). */
function renderAll() {
  if (unrendered.length) {
    renderUnrendered();
  }
}

function showMedia(m) {
  if (!m || !m.url) {
    problem('This job has no playable media yet.');
    return;
  }
  const video = m.contentType?.startsWith('video/');
  media = document.createElement(video ? 'video' : 'audio');
  media.controls = true;
  media.preload = 'auto';
  media.src = m.url;
  media.className = 'media';
  media.setAttribute('aria-label', video ? 'The job\'s video, with the captions drawn over it' : 'The job\'s media');
  if (video) {
    // The picture with the draft's captions drawn over it by the player, as a viewer will see them
    // (the preview gives the player a captions track); until they are laid out, the screen says so.
    const picture = document.createElement('div');
    picture.className = 'picture';
    picture.append(media, $('caption-screen'));
    $('player-area').prepend(picture);
    main.dataset.picture = 'true';
  } else {
    $('player-area').prepend(media);
  }
  media.addEventListener('play', () => { mediaWasPlaying = true; $('play').textContent = 'Pause'; requestAnimationFrame(followPlayhead); });
  media.addEventListener('pause', () => { mediaWasPlaying = false; $('play').textContent = 'Play'; });
  media.addEventListener('error', renewMedia);
  media.addEventListener('seeked', () => highlight(media.currentTime));
  media.addEventListener('loadedmetadata', () => {
    $('time-total').textContent = clock(media.duration);
    timeline?.setDuration(mediaMs());
  });
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
    : `${name} · ${data.pass?.label ?? ''} · due `;
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
  if (data.sentBack) {
    const note = $('sent-back');
    note.textContent = data.describing
      ? `The customer sent the job back from the approval page, and the dialogue was corrected first: “${data.sentBack}”`
      : `The customer sent this text back from the approval page: “${data.sentBack}”`;
    note.hidden = false;
  }
  showInstructions(data.instructions);
  if (attachDialogue(data.describing)) {
    main.dataset.describing = 'true';
    $('describe-tools').hidden = false;
    $('tag-tools').hidden = true;
    showLines('dialogue-section', 'dialogue-list', dialogue());
    whenIdle(showScenes);
  }
  if (approving && data.description?.length) {
    showLines('description-section', 'description-list', data.description);
    $('approve-confirm-text').textContent = 'Approve this transcript and its audio description? They become the final'
      + ' versions and the job completes: they cannot be sent back after that.';
  }
  jobNames = namesIn([data.instructions?.notes, data.instructions?.accountNotes, $('guidelines').textContent],
    (data.turns ?? []).map((t) => t.speaker).filter(Boolean));
  const draftOnly = data.draft && data.draft.problem;
  const loadedTurns = draftOnly ? data.draft.turns : wordsOfColumns(data.turns);
  // A description may start empty: its describer adds each at the playhead (Alt+A) rather than in a blank turn.
  const source = isDescribing() ? (loadedTurns ?? []) : editable(loadedTurns);
  if (draftOnly) {
    problem(`Your saved draft is shown as typed; it has no times yet: ${data.draft.problem}`);
  }
  index(source);
  changes = draftOnly ? [] : (data.changes ?? []);
  if (changes.length) {
    $('show-changes').hidden = false;
    $('show-changes').textContent = `Show the previous pass's changes (${changes.length})`;
  }
  attachSources(data.source, source, turnsBox);
  unrendered = source;
  unrenderedWithWords = !draftOnly;
  renderUnrendered(Infinity, FIRST_TURNS, FIRST_WORDS);
  showMedia(data.media);
  autosave.revision = data.draft?.revision ?? 0;
  if (data.draft?.savedAt) {
    say(`Draft saved ${new Date(data.draft.savedAt).toLocaleTimeString()}`);
  }
  $('editor').hidden = false;
  preview = startPreview({
    text: everyTurn,
    boxes: () => turns.map((t) => t.text), // the turns still to be rendered have none yet; they come last
    media: () => media,
    cuesChanged: () => timeline?.invalidate(),
  });
  main.dataset.ready = 'true';
  // What the first look at the text does not need waits until the page is idle after showing it
  // (a key typed meanwhile comes first): the timeline (its canvas, the waveform's peaks), the
  // speakers list and the job's name checks.
  requestAnimationFrame(() => whenIdle(() => {
    startTimeline();
    // The caption preview lays the whole text out on the server: it starts once the waveform shows
    // (or at once without a timeline, or after a while if the waveform is slow to come).
    if (timeline) {
      setTimeout(() => preview?.start(), PREVIEW_AFTER_MS);
    } else {
      preview?.start();
    }
    showSpeakers();
    namesReady = true;
    markNames();
  }));
  whenIdle(renderInSlices);
  if (cfg.heartbeat) {
    setInterval(() => autosave.heartbeat(), HEARTBEAT_MS);
  }
}

// ---- Playing and following --------------------------------------------------------------------

function highlight(seconds) {
  timeline?.setPlayhead(seconds * 1000, media && !media.paused);
  const shown = clock(seconds);
  if (timeNow.textContent !== shown) { // not every frame: a text change costs a layout
    timeNow.textContent = shown;
  }
  const i = wordAt(starts, seconds * 1000);
  if (i === current) {
    return;
  }
  timed[current]?.el?.classList.remove('now');
  current = i;
  if (timed[i] && !timed[i].el) {
    renderAll();
  }
  const el = timed[i]?.el;
  if (el) {
    el.classList.add('now');
    if (media && !media.paused && !turnsBox.contains(document.activeElement)) {
      const seen = textWindow();
      const at = el.getBoundingClientRect();
      if (at.top < seen.top || at.bottom > seen.bottom) {
        el.scrollIntoView({ block: 'center' });
      }
    }
  }
}

// On a wide screen the player's area (picture, timeline, find) stays in view: what the browser scrolls
// to (the caret, the focus, a found word) stops below it, however tall it is now. Set as the root's
// own scroll-padding, not as a custom property: those are inherited, so changing one restyles every
// word of the transcript (measured: 100-150 ms a time on 30,000 words, on each resize while loading).
new ResizeObserver(() => {
  const player = $('player-area');
  const sticky = getComputedStyle(player).position === 'sticky';
  document.documentElement.style.scrollPaddingTop = sticky ? `${Math.ceil(player.offsetHeight) + 8}px` : '0px';
}).observe($('player-area'));

/**
 * The part of the window the text shows in: below the player and above the submit bar where they
 * stay in view (wide screens), else the whole window. A word behind them is out of sight.
 */
function textWindow() {
  const player = $('player-area').getBoundingClientRect();
  const bar = $('submit-bar').getBoundingClientRect();
  return {
    top: Math.max(0, player.bottom),
    bottom: bar.top > 0 && bar.top < window.innerHeight ? bar.top : window.innerHeight,
  };
}

function followPlayhead() {
  if (!media || media.paused) {
    return;
  }
  if (stopAt !== null && media.currentTime * 1000 >= stopAt) {
    stopAt = null;
    media.pause();
  }
  highlight(media.currentTime);
  requestAnimationFrame(followPlayhead);
}

/** Seconds the player goes back when paused from the keys or the button, to hear the words again (a setting). */
const REWIND_KEY = 'parlance.editor.rewind';
let rewindSeconds = Number(localStorage.getItem(REWIND_KEY) ?? 1);
/** Where playing the selection stops (ms), or null. */
let stopAt = null;

function togglePlay() {
  if (!media) {
    return;
  }
  if (media.paused) {
    media.play().catch(() => {});
  } else {
    media.pause();
    if (rewindSeconds > 0) {
      media.currentTime = Math.max(0, media.currentTime - rewindSeconds);
      highlight(media.currentTime);
    }
  }
}

/** Alt+P: plays the words selected, from the first one's start to the last one's end. */
function playSelection() {
  const selection = window.getSelection();
  if (!media || !selection.rangeCount || selection.isCollapsed) {
    say('Select some words first, then Alt+P plays them.');
    return;
  }
  const range = selection.getRangeAt(0);
  const chosen = [];
  for (const t of turns) {
    if (range.intersectsNode(t.text)) {
      for (const span of t.text.querySelectorAll('.w')) {
        if (range.intersectsNode(span) && timed[Number(span.dataset.i)]) {
          chosen.push(timed[Number(span.dataset.i)]);
        }
      }
    }
  }
  if (!chosen.length) {
    say('The selection holds no timed words.');
    return;
  }
  stopAt = Math.max(...chosen.map((w) => w.end));
  media.currentTime = Math.min(...chosen.map((w) => w.start)) / 1000;
  media.play().catch(() => {});
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
  const next = nextRate(media.playbackRate, direction);
  media.playbackRate = next;
  say(`Speed ${next}×`);
}

// ---- Timing ---------------------------------------------------------------------------------------

let timeline = null;
let preview = null;
/** Every turn's span as the timeline draws it; rebuilt after a change. */
let spanCache = null;
let boundaryCache = null;

/** The media's length in ms: the player's once it knows, else the end of the last word. */
function mediaMs() {
  if (media && Number.isFinite(media.duration) && media.duration > 0) {
    return Math.round(media.duration * 1000);
  }
  return timed.length ? timed.at(-1).end : 0;
}

/** Turn `i` of all of them: in the page, or still to be rendered. */
function turnAt(i) {
  return i < turns.length ? turns[i] : unrendered[i - turns.length];
}

function speakerOf(turn) {
  return (typeof turn.speaker === 'string' ? turn.speaker : turn.speaker?.value ?? '').trim();
}

/** Every turn's start and end; a turn with no time yet (typed, split off without words) sits at the end of the one before. */
function spans() {
  if (!spanCache) {
    const n = turns.length + unrendered.length;
    const s = new Float64Array(n);
    const e = new Float64Array(n);
    let last = 0;
    for (let i = 0; i < n; i++) {
      const t = turnAt(i);
      s[i] = Math.max(last, t.start ?? last);
      e[i] = Math.max(s[i], t.end ?? s[i]);
      last = e[i];
    }
    spanCache = { starts: s, ends: e };
  }
  return spanCache;
}

function spansChanged() {
  spanCache = null;
  timeline?.invalidate();
}

function boundaries() {
  boundaryCache ??= wordBoundaries(timed);
  return boundaryCache;
}

function timingSaid(message) {
  $('timeline-said').textContent = message;
}

function startTimeline() {
  const canvas = $('timeline');
  if (!canvas || !cfg.waveform) {
    return;
  }
  $('timeline-area').hidden = false;
  timeline = new Timeline({
    canvas,
    url: cfg.waveform,
    spans,
    label: (i) => speakerOf(turnAt(i)),
    boundaries,
    seek: (ms) => {
      if (media) {
        media.currentTime = ms / 1000;
        highlight(media.currentTime);
      } else {
        timeline.setPlayhead(ms, false);
      }
    },
    select: (i) => showTurn(i),
    moveEdge: (i, edge, ms) => retime(i, edge, ms),
    moveCueEdge: (cue, edge, ms) => retimeCaption(cue, edge, ms),
    firstWave: () => preview?.start(),
    // A describer sees the dialogue under the descriptions, its gaps where descriptions go.
    cues: isDescribing() ? () => dialogueCues : () => preview?.cues() ?? [],
  });
  dialogueCues = dialogue().map((line) => ({ start: line.start, end: line.end, flagged: false }));
  timeline.setDuration(mediaMs());
  $('zoom-in').addEventListener('click', () => timingSaid(`Zoom ${zoomLabel(timeline.zoom(1.5))}`));
  $('zoom-out').addEventListener('click', () => timingSaid(`Zoom ${zoomLabel(timeline.zoom(1 / 1.5))}`));
  $('merge').addEventListener('click', mergeWithNext);
  $('timing-unit').addEventListener('change', () => timingSaid(unitSaid()));
}

/** What the timing keys move: the turn at the cursor, or the caption at the cursor (the select beside the timeline). */
function timingUnit() {
  return $('timing-unit')?.value === 'caption' ? 'caption' : 'turn';
}

function unitSaid() {
  return `The timing keys move the ${timingUnit()} at the cursor.`;
}

/** Alt+K: the timing keys move captions instead of turns, or turns again. */
function toggleTimingUnit() {
  const select = $('timing-unit');
  if (select) {
    select.value = timingUnit() === 'caption' ? 'turn' : 'caption';
    timingSaid(unitSaid());
  }
}

let dialogueCues = [];

function zoomLabel(pxPerSecond) {
  return pxPerSecond >= 1 ? `${Math.round(pxPerSecond)} pixels a second` : `${Math.round(60 * pxPerSecond)} pixels a minute`;
}

/** A time as the timing messages say it: minutes, seconds and milliseconds. */
function preciseClock(ms) {
  return `${clock(Math.floor(ms / 1000))}.${String(Math.round(ms) % 1000).padStart(3, '0')}`;
}

/** The turn the timing keys act on: the caret's, else the one chosen on the timeline, else the playhead's. */
function currentTurn() {
  const node = caretNode();
  if (node) {
    return turns.indexOf(turnOf(node));
  }
  if (timeline?.selected >= 0) {
    return timeline.selected;
  }
  return Math.max(0, lastAtOrBefore(spans().starts, (media?.currentTime ?? 0) * 1000));
}

/** Turn `i` chosen on the timeline: its text scrolled into view, its span said. */
function showTurn(i) {
  if (i >= turns.length) {
    renderAll();
  }
  const turn = turns[i];
  if (!turn) {
    return;
  }
  timeline?.show(i);
  turn.box.scrollIntoView({ block: 'nearest' });
  const { starts: s, ends: e } = spans();
  timingSaid(`Turn ${i + 1}${speakerOf(turn) ? `, ${speakerOf(turn)}` : ''}: ${preciseClock(s[i])} to ${preciseClock(e[i])}`);
}

/**
 * Moves an edge of turn `i` to `ms` (a drag, a nudge, the playhead): the turn and any neighbour it
 * pushes get their new span, their words re-timed in proportion on the page (the server does the
 * same on save), and the caption preview follows.
 */
function retime(i, edge, ms) {
  if (finished) {
    return;
  }
  renderAll();
  const { starts: s, ends: e } = spans();
  const list = Array.from(s, (start, k) => ({ start, end: e[k] }));
  const changes = moveEdge(list, i, edge, ms, mediaMs());
  if (!changes.length) {
    timingSaid(`Turn ${i + 1}'s ${edge} cannot move further that way.`);
    return;
  }
  history.record(changes.map((c) => turns[c.i]));
  for (const c of changes) {
    applySpan(turns[c.i], list[c.i], c.start, c.end);
  }
  spansChanged();
  timeline?.show(i);
  preview?.changed();
  const turn = turns[i];
  timingSaid(`Turn ${i + 1}: ${preciseClock(turn.start)} to ${preciseClock(turn.end)}${
    changes.length > 1 ? `; turn ${changes.find((c) => c.i !== i).i + 1} moved with it` : ''}`);
}

function applySpan(turn, was, start, end) {
  for (const span of turn.text.querySelectorAll('.w')) {
    const k = Number(span.dataset.i);
    const w = timed[k];
    if (w) {
      w.start = rescale(w.start, was.start, was.end, start, end);
      w.end = rescale(w.end, was.start, was.end, start, end);
      starts[k] = w.start;
    }
  }
  turn.start = start;
  turn.end = end;
  turn.retimed = true;
  boundaryCache = null;
  changed(turn);
}

function nudge(edge, by) {
  if (timingUnit() === 'caption') {
    const cue = currentCue();
    const word = cue && cueWord(cue, edge);
    retimeCaption(cue, edge, word ? (edge === 'start' ? word.w.start : word.w.end) + by : 0);
    return;
  }
  const i = currentTurn();
  const { starts: s, ends: e } = spans();
  if (i >= 0 && i < s.length) {
    retime(i, edge, (edge === 'start' ? s[i] : e[i]) + by);
  }
}

function edgeToPlayhead(edge) {
  if (timingUnit() === 'caption') {
    if (media) {
      retimeCaption(currentCue(), edge, media.currentTime * 1000);
    }
    return;
  }
  const i = currentTurn();
  if (media && i >= 0) {
    retime(i, edge, media.currentTime * 1000);
  }
}

/** Character `node` starts at in a turn's text as the editor reads it (a <br> is one "\n"): the inverse of `place`. */
function offsetIn(box, node) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let at = 0;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n === node) {
      return at;
    }
    if (n.nodeType === Node.TEXT_NODE) {
      at += n.data.length;
    } else if (n.nodeName === 'BR') {
      at += 1;
    }
  }
  return at;
}

/**
 * The caption the timing keys act on: the one whose words hold the caret, else the one under the
 * playhead (or the last before it). Captions name their words by offsets in the text the preview
 * was given; a timing edit changes no text, so they hold from one nudge to the next.
 */
function currentCue() {
  const list = preview?.cues() ?? [];
  const node = caretNode();
  const turn = node && turnOf(node);
  if (turn) {
    const t = turns.indexOf(turn);
    const selection = getSelection();
    const at = offsetIn(turn.text, node) + (node.nodeType === Node.TEXT_NODE ? selection.anchorOffset : 0);
    const atOrAfter = (p) => p.turn < t || (p.turn === t && p.start <= at);
    const atOrBefore = (p) => p.turn > t || (p.turn === t && p.end >= at);
    const found = list.find((c) => c.from && c.to && atOrAfter(c.from) && atOrBefore(c.to));
    if (found) {
      return found;
    }
  }
  const ms = (media?.currentTime ?? 0) * 1000;
  let last = null;
  for (const cue of list) {
    if (cue.start <= ms) {
      last = cue;
    }
  }
  return last;
}

/** The word on the page a caption's edge is: its first word for its start, its last for its end. */
function cueWord(cue, edge) {
  const spot = edge === 'start' ? cue.from : cue.to;
  const turn = spot && turns[spot.turn];
  const point = turn && place(turn.text, edge === 'start' ? spot.start : Math.max(spot.start, spot.end - 1));
  const node = point && (point.node.nodeType === Node.TEXT_NODE && point.offset === point.node.data.length && edge === 'start'
    ? point.node.nextSibling ?? point.node : point.node);
  const el = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  const w = el && turn.text.contains(el) ? timed[Number(el.dataset.i)] : undefined;
  return w ? { turn, el, w } : null;
}

/**
 * Moves a caption's start or end to `ms` (a drag on the captions' strip, a nudge, the playhead): its
 * first word's start, or its last word's end, is put there (pinned: the server fits the turn's
 * words around it on every save), and the turn's other words between the turn's edges and its
 * pins are re-timed in proportion. A caption's edge that is its turn's edge moves the turn's.
 */
function retimeCaption(cue, edge, ms) {
  if (finished) {
    return;
  }
  if (!cue) {
    timingSaid('There is no caption here yet: the captions are still being laid out.');
    return;
  }
  const found = cueWord(cue, edge);
  if (!found) {
    timingSaid(`Caption ${cue.index + 1}'s ${edge === 'start' ? 'first' : 'last'} word was typed here and has no time of its own yet: move its turn instead.`);
    return;
  }
  const { turn, el, w } = found;
  const i = turns.indexOf(turn);
  const els = Array.from(turn.text.querySelectorAll('.w'));
  const n = els.indexOf(el);
  if ((edge === 'start' && n === 0) || (edge === 'end' && n === els.length - 1)) {
    retime(i, edge, ms); // the turn's own edge
    return;
  }
  const { starts: s, ends: e } = spans();
  const words = els.map((span) => timed[Number(span.dataset.i)]);
  const own = 2 * n + (edge === 'end' ? 1 : 0);
  const pins = [];
  words.forEach((x, k) => {
    if (x.pinnedStart && 2 * k !== own) {
      pins.push({ edge: 2 * k, at: x.start });
    }
    if (x.pinnedEnd && 2 * k + 1 !== own) {
      pins.push({ edge: 2 * k + 1, at: x.end });
    }
  });
  const [earliest, latest] = pinRoom(words.length, s[i], e[i], pins, own);
  const at = Math.round(Math.min(latest, Math.max(earliest, ms)));
  pins.push({ edge: own, at });
  history.record([turn]);
  fitAround(words, s[i], e[i], pins).forEach((placed, k) => {
    words[k].start = placed.start;
    words[k].end = placed.end;
    starts[Number(els[k].dataset.i)] = placed.start;
  });
  w[edge === 'start' ? 'pinnedStart' : 'pinnedEnd'] = true;
  pinnedWords.add(Number(el.dataset.i));
  Object.assign(turn, { start: s[i], end: e[i], retimed: true });
  boundaryCache = null;
  changed(turn);
  spansChanged();
  timeline?.show(i);
  preview?.changed();
  const held = Math.round(ms) !== at ? ': as far as it goes, its words would otherwise be said faster than ten a second' : '';
  timingSaid(`Caption ${cue.index + 1} ${edge === 'start' ? 'starts' : 'ends'} at ${preciseClock(edge === 'start' ? w.start : w.end)}${held}`);
}

/** The pins of the turns in the page, by turn: each word a person put an edge of, where it is in its turn's text. */
function pinsByTurn() {
  const found = new Map();
  for (const k of pinnedWords) {
    const w = timed[k];
    const turn = w?.el?.isConnected && (w.pinnedStart || w.pinnedEnd) ? turnOf(w.el) : null;
    if (turn) {
      const pin = { at: offsetIn(turn.text, w.el) };
      if (w.pinnedStart) {
        pin.start = Math.round(w.start);
      }
      if (w.pinnedEnd) {
        pin.end = Math.round(w.end);
      }
      found.set(turn, [...(found.get(turn) ?? []), pin].sort((a, b) => a.at - b.at));
    }
  }
  return found;
}

/** A turn split in two: the first keeps its start and ends with its last word, the second starts with its first. */
function splitSpan(turn, next) {
  const timeOf = (span) => (span ? timed[Number(span.dataset.i)] : undefined);
  const firstMoved = timeOf(next.text.querySelector('.w'));
  const kept = turn.text.querySelectorAll('.w');
  const lastKept = timeOf(kept[kept.length - 1]);
  const end = turn.end;
  const at = firstMoved?.start ?? lastKept?.end ?? end;
  next.start = at;
  next.end = end;
  next.retimed = turn.retimed;
  turn.end = Math.min(lastKept?.end ?? at, at);
  spansChanged();
}

/** Alt+M: the current turn and the next become one, the first's speaker kept, the span both covered. */
function mergeWithNext() {
  if (finished) {
    return;
  }
  renderAll();
  const i = currentTurn();
  const first = turns[i];
  const second = turns[i + 1];
  if (!first || !second) {
    timingSaid('There is no turn after this one to merge with.');
    return;
  }
  history.record([first, second], { structure: true });
  const join = document.createTextNode(first.text.textContent.trim() && second.text.textContent.trim() ? ' ' : '');
  first.text.append(join, ...second.text.childNodes);
  second.box.remove();
  turns.splice(i + 1, 1);
  first.start = Math.min(first.start ?? second.start, second.start ?? first.start);
  first.end = Math.max(first.end ?? second.end, second.end ?? first.end);
  first.retimed = first.retimed || second.retimed;
  labelTurns();
  changed(first);
  spansChanged();
  preview?.changed();
  first.text.focus({ preventScroll: true });
  const range = document.createRange();
  range.setStartAfter(join);
  range.collapse(true);
  window.getSelection().removeAllRanges();
  window.getSelection().addRange(range);
  timingSaid(`Turns ${i + 1} and ${i + 2} merged: ${preciseClock(first.start ?? 0)} to ${preciseClock(first.end ?? 0)}`);
}

// ---- Undo -----------------------------------------------------------------------------------------

const history = new History({
  snapshot: (t) => ({
    html: t.text.innerHTML,
    speaker: t.speaker.value,
    start: t.start,
    end: t.end,
    retimed: t.retimed,
    words: Array.from(t.text.querySelectorAll('.w'), (span) => {
      const w = timed[Number(span.dataset.i)];
      return w ? [Number(span.dataset.i), w.start, w.end, w.pinnedStart, w.pinnedEnd] : null;
    }).filter(Boolean),
  }),
  restore: (t, s) => {
    t.text.innerHTML = s.html;
    for (const span of t.text.querySelectorAll('.w')) {
      const w = timed[Number(span.dataset.i)];
      if (w) {
        w.el = span;
      }
    }
    for (const [k, start, end, pinnedStart, pinnedEnd] of s.words) {
      Object.assign(timed[k], { start, end, pinnedStart, pinnedEnd });
      starts[k] = start;
      if (pinnedStart || pinnedEnd) {
        pinnedWords.add(k);
      }
    }
    t.speaker.value = s.speaker;
    Object.assign(t, { start: s.start, end: s.end, retimed: s.retimed });
  },
  order: () => turns,
  setOrder: (order) => {
    turns = order.slice();
    turnsBox.replaceChildren(...turns.map((t) => t.box));
    labelTurns();
  },
  done: (changedTurns) => {
    typing = null;
    boundaryCache = null;
    for (const t of changedTurns) {
      if (t.box.isConnected) {
        changed(t);
      }
    }
    spansChanged();
    preview?.changed();
    const first = changedTurns.find((t) => t.box.isConnected);
    first?.box.scrollIntoView({ block: 'nearest' });
  },
});

/** The typing that makes the current undo step: a new step starts per word, per turn and per kind of edit. */
let typing = null;
const TYPING_STEP_MS = 1500;

function beforeTyping(event) {
  const turn = turnOf(event.target);
  if (!turn || finished) {
    return;
  }
  const field = event.target.classList?.contains('speaker') ? 'speaker' : 'text';
  const kind = event.inputType?.startsWith('delete') ? 'delete' : 'insert';
  const now = performance.now();
  if (!typing || typing.turn !== turn || typing.field !== field || typing.kind !== kind || typing.wordDone
    || now - typing.at > TYPING_STEP_MS) {
    history.record([turn]);
  }
  typing = { turn, field, kind, at: now, wordDone: kind === 'insert' && /[\s.,!?;:]/u.test(event.data ?? '') };
}

function undo(redo) {
  renderAll();
  const moved = redo ? history.redo() : history.undo();
  say(moved ? (redo ? 'Redone' : 'Undone') : (redo ? 'Nothing to redo' : 'Nothing to undo'));
}

// ---- Find and replace -------------------------------------------------------------------------

function findSaid(message) {
  $('find-said').textContent = message;
}

function openFind(replacing) {
  const panel = $('find-panel');
  panel.hidden = false;
  $('find-open').setAttribute('aria-expanded', 'true');
  const selection = window.getSelection();
  if (caretNode() && !selection.isCollapsed && selection.toString().length < 80) {
    $('find-text').value = selection.toString().trim();
  }
  const field = replacing && $('find-text').value ? $('replace-text') : $('find-text');
  field.focus();
  field.select();
}

function closeFind() {
  $('find-panel').hidden = true;
  $('find-open').setAttribute('aria-expanded', 'false');
  (lastText?.isConnected ? lastText : $('find-open')).focus();
}

function searchExpression() {
  return matcher($('find-text').value, { wholeWord: $('find-whole').checked, matchCase: $('find-case').checked });
}

/** Where the caret is as (turn index, character offset in the turn's textContent); the start when it is in no turn. */
function caretPlace() {
  const node = caretNode();
  if (!node) {
    return { turn: 0, offset: 0 };
  }
  const turn = turnOf(node);
  const range = window.getSelection().getRangeAt(0);
  const before = document.createRange();
  before.setStart(turn.text, 0);
  before.setEnd(range.endContainer, range.endOffset);
  return { turn: turns.indexOf(turn), offset: before.toString().length, from: before.toString().length - range.toString().length };
}

/** The text node and offset at a character of a turn's textContent. */
function textPoint(box, offset, atEnd) {
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let left = offset;
  let last = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (left < node.data.length || (atEnd && left === node.data.length)) {
      return { node, offset: left };
    }
    left -= node.data.length;
    last = node;
  }
  return last ? { node: last, offset: last.data.length } : { node: box, offset: 0 };
}

function findNext(direction = 1) {
  const re = searchExpression();
  if (!re) {
    findSaid('Type what to find.');
    return null;
  }
  renderAll();
  const texts = turns.map((t) => t.text.textContent);
  const cache = new Map();
  const matchesOf = (t) => {
    if (!cache.has(t)) {
      cache.set(t, findAll(texts[t], re));
    }
    return cache.get(t);
  };
  const at = caretPlace();
  const found = nextMatch(turns.length, matchesOf, at.turn, direction > 0 ? at.offset : (at.from ?? at.offset), direction);
  if (!found) {
    findSaid(`No “${$('find-text').value}” in the transcript.`);
    return null;
  }
  let total = 0;
  let index = 0;
  for (let t = 0; t < turns.length; t++) {
    const list = matchesOf(t);
    if (t < found.turn) {
      index += list.length;
    } else if (t === found.turn) {
      index += list.filter(([from]) => from < found.from).length;
    }
    total += list.length;
  }
  const box = turns[found.turn].text;
  const start = textPoint(box, found.from, false);
  const end = textPoint(box, found.to, true);
  const range = document.createRange();
  range.setStart(start.node, start.offset);
  range.setEnd(end.node, end.offset);
  box.focus({ preventScroll: true });
  window.getSelection().removeAllRanges();
  window.getSelection().addRange(range);
  lastText = box;
  lastCaret = range.cloneRange();
  (start.node.parentElement ?? box).scrollIntoView({ block: 'center' });
  findSaid(`Match ${index + 1} of ${total}, turn ${found.turn + 1}.`);
  return found;
}

/** Replaces the match selected (Find next chose it), then finds the next one. */
function replaceOne() {
  const re = searchExpression();
  if (!re || finished) {
    return;
  }
  // The match is the selection in the text, or, once the focus went on to the panel, where it was then.
  let range = caretNode() ? window.getSelection().getRangeAt(0) : null;
  if (!range && lastCaret && lastText?.isConnected && lastText.contains(lastCaret.startContainer)) {
    range = lastCaret;
  }
  const chosen = range?.toString() ?? '';
  re.lastIndex = 0;
  const match = re.exec(chosen);
  if (!match || match[0] !== chosen) {
    findNext(1);
    return;
  }
  const turn = turnOf(range.startContainer);
  history.record([turn]);
  typing = null;
  turn.text.focus({ preventScroll: true });
  window.getSelection().removeAllRanges();
  window.getSelection().addRange(range);
  document.execCommand('insertText', false, $('replace-text').value);
  markEdited(turn);
  findNext(1);
}

/**
 * Replaces every match in the transcript as one undoable step: in each turn from its last match to
 * its first (earlier offsets stay right), inside a word's text where the match lies in one (the word
 * keeps its place and time), across words otherwise.
 */
function replaceAll() {
  const re = searchExpression();
  if (!re || finished) {
    findSaid(re ? '' : 'Type what to find.');
    return;
  }
  const t0 = performance.now();
  renderAll();
  const replacement = $('replace-text').value;
  const hits = [];
  for (const t of turns) {
    const found = findAll(t.text.textContent, re);
    if (found.length) {
      hits.push({ t, found });
    }
  }
  if (!hits.length) {
    findSaid(`No “${$('find-text').value}” in the transcript.`);
    return;
  }
  history.record(hits.map((h) => h.t));
  typing = null;
  let count = 0;
  for (const { t, found } of hits) {
    replaceIn(t.text, found, replacement);
    count += found.length;
    changed(t);
  }
  preview?.changed();
  main.dataset.replaceMs = String(Math.round(performance.now() - t0));
  findSaid(`Replaced ${count} in ${hits.length} turn${hits.length === 1 ? '' : 's'}. Ctrl+Z undoes it all.`);
}

function replaceIn(box, found, replacement) {
  const nodes = [];
  let at = 0;
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    nodes.push({ node, from: at });
    at += node.data.length;
  }
  const locate = (offset, atEnd) => {
    for (const { node, from } of nodes) {
      if (offset < from + node.data.length || (atEnd && offset === from + node.data.length)) {
        return { node, offset: offset - from };
      }
    }
    return null;
  };
  for (let k = found.length - 1; k >= 0; k--) {
    const a = locate(found[k][0], false);
    const b = locate(found[k][1], true);
    if (!a || !b) {
      continue;
    }
    if (a.node !== b.node) {
      const range = document.createRange();
      range.setStart(a.node, a.offset);
      range.setEnd(b.node, b.offset);
      range.deleteContents();
      b.offset = a.offset;
    }
    a.node.data = a.node.data.slice(0, a.offset) + replacement + a.node.data.slice(a.node === b.node ? b.offset : a.offset);
    const word = a.node.parentElement?.closest('.w');
    word?.classList.remove('low');
    word?.classList.add('edited');
  }
}

function markEdited(turn) {
  const node = caretNode();
  const word = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  word?.classList.remove('low');
  word?.classList.add('edited');
  changed(turn);
}

// ---- Speakers -------------------------------------------------------------------------------------

let speakersTimer = 0;

/** The speakers in order of first appearance, with how many turns each has. */
function speakerCounts() {
  const counts = new Map();
  for (let i = 0; i < turns.length + unrendered.length; i++) {
    const name = speakerOf(turnAt(i));
    if (name) {
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  for (const name of addedSpeakers) {
    if (!counts.has(name)) {
      counts.set(name, 0);
    }
  }
  return counts;
}

/** Names added in the list that no turn has yet. */
const addedSpeakers = new Set();

function showSpeakers(force = false) {
  const list = $('speaker-list');
  if (!list || (!force && list.contains(document.activeElement))) {
    return; // not while a name is being typed in the list
  }
  const counts = speakerCounts();
  list.replaceChildren();
  const options = $('speaker-names');
  options.replaceChildren();
  let n = 0;
  for (const [name, count] of counts) {
    n++;
    const li = document.createElement('li');
    const input = document.createElement('input');
    input.type = 'text';
    input.value = name;
    input.dataset.name = name;
    input.autocomplete = 'off';
    input.readOnly = finished;
    input.setAttribute('aria-label', `Speaker ${n}'s name${n <= 9 ? ` (Alt+${n} gives it to the turn at the cursor)` : ''}`);
    const turnsCount = document.createElement('span');
    turnsCount.className = 'muted';
    turnsCount.textContent = `${n <= 9 ? `Alt+${n} · ` : ''}${count} turn${count === 1 ? '' : 's'}`;
    li.append(input, ' ', turnsCount);
    list.append(li);
    options.append(new Option(name));
  }
  $('speakers-empty').hidden = counts.size > 0;
}

function speakersChanged() {
  clearTimeout(speakersTimer);
  speakersTimer = setTimeout(showSpeakers, 300);
}

/** Every turn of speaker `from` becomes `to`'s: one rename, one undo step; a name already listed merges the two. */
function renameSpeaker(from, to) {
  to = to.trim();
  if (!to || to === from || finished) {
    return;
  }
  const hadFocus = $('speaker-list').contains(document.activeElement);
  renderAll();
  const affected = turns.filter((t) => speakerOf(t) === from);
  history.record(affected);
  typing = null;
  for (const t of affected) {
    t.speaker.value = to;
    changed(t);
  }
  addedSpeakers.delete(from);
  labelTurns();
  const merged = speakerCounts().get(to) > affected.length;
  preview?.changed();
  showSpeakers(true);
  if (hadFocus) {
    [...$('speaker-list').querySelectorAll('input')].find((input) => input.dataset.name === to)?.focus();
  }
  say(`${affected.length} turn${affected.length === 1 ? '' : 's'} of ${from} now ${merged ? 'merged into' : 'named'} ${to}.`);
  timeline?.invalidate();
}

/** Alt+1 to Alt+9: the turn at the cursor gets the speaker listed at that place. */
function assignSpeaker(n) {
  const name = [...speakerCounts().keys()][n];
  const i = currentTurn();
  renderAll();
  const turn = turns[i];
  if (!name || !turn) {
    say(name ? 'Put the cursor in a turn first.' : `No speaker ${n + 1} in the list.`);
    return;
  }
  history.record([turn]);
  typing = null;
  turn.speaker.value = name;
  labelTurns(i, i + 1);
  changed(turn);
  preview?.changed();
  speakersChanged();
  timeline?.invalidate();
  say(`Turn ${i + 1}: ${name}`);
}

// ---- The job's names --------------------------------------------------------------------------------

let jobNames = [];
/** Set once the page has shown its text: names are checked from then on. */
let namesReady = false;

/** Marks words one or two letters off a name of the job (its notes, guidelines, speakers), in the turns shown. */
function markNames(from = 0) {
  if (!jobNames.length || !namesReady) {
    return;
  }
  for (let i = from; i < turns.length; i++) {
    for (const span of turns[i].text.querySelectorAll('.w')) {
      const name = misspeltName(span.textContent, jobNames);
      if (name) {
        span.classList.add('name-check');
        span.title = `A name of this job is spelt ${name}`;
      }
    }
  }
}

// ---- Editing ----------------------------------------------------------------------------------

/** Where the caret is in a turn's text; null elsewhere (a speaker's name field holds a selection too). */
function caretNode() {
  const selection = window.getSelection();
  const node = selection.rangeCount ? selection.anchorNode : null;
  const element = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement);
  return element?.closest('.turn-text') && turnsBox.contains(element) ? node : null;
}

/** Selects the word part of a word's span (without punctuation around it), so typing replaces it. */
function selectWord(span) {
  const text = span.closest('.turn-text');
  text.focus({ preventScroll: true });
  span.scrollIntoView({ block: 'center' });
  const node = span.firstChild;
  const range = document.createRange();
  if (node && node.nodeType === Node.TEXT_NODE) {
    const [from, to] = wordPart(node.data);
    range.setStart(node, from);
    range.setEnd(node, to);
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

/** The doubtful word Ctrl+J last selected, with its text then: left as it was, it counts as confirmed. */
let visitedDoubtful = null;
/** The start times (ms) of the doubtful words confirmed as heard: saved with the text, so no pass marks them again. */
const confirmedStarts = new Set();

function nextDoubtful(direction) {
  renderAll();
  if (visitedDoubtful?.el.isConnected && visitedDoubtful.el.textContent === visitedDoubtful.text) {
    visitedDoubtful.el.classList.remove('low');
    visitedDoubtful.el.classList.add('confirmed');
    visitedDoubtful.el.removeAttribute('title');
    confirmedStarts.add(timed[Number(visitedDoubtful.el.dataset.i)].start);
    autosave.changed();
  }
  visitedDoubtful = null;
  const live = doubtful.map((i) => timed[i].el).filter((el) => el?.isConnected && el.classList.contains('low'));
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
  visitedDoubtful = { el: target, text: target.textContent };
  const left = live.length - 1;
  say(`Doubtful word “${target.textContent}”: type to correct it; Ctrl+J again leaves it as heard (${left} more).`);
}

// ---- What the previous pass changed --------------------------------------------------------------

/** The previous pass's changes by loaded word index (a review, an approval); empty after the machine. */
let changes = [];
let showingChanges = false;

function describeChange(c) {
  const w = timed[c.word]?.el?.textContent ?? '';
  const parts = [];
  if (c.kind === 'replaced') {
    parts.push(`“${c.was}” replaced by “${w}”`);
  } else if (c.kind === 'inserted') {
    parts.push(`“${w}” inserted`);
  } else if (c.kind === 'moved') {
    parts.push(`“${w}” moved in time`);
  }
  if (c.deletedBefore) {
    parts.push(`“${c.deletedBefore}” deleted before “${w}”`);
  }
  if (c.speakerChanged) {
    parts.push('speaker changed');
  }
  return parts.join('; ');
}

function markChanges(on) {
  renderAll();
  showingChanges = on;
  for (const c of changes) {
    const el = timed[c.word]?.el;
    if (!el) {
      continue;
    }
    el.classList.toggle('chg', on);
    el.classList.toggle(`chg-${c.kind}`, on && c.kind !== 'same');
    el.classList.toggle('chg-del', on && Boolean(c.deletedBefore));
    if (on && c.deletedBefore) {
      el.dataset.deleted = c.deletedBefore;
    }
    if (on) {
      el.title = describeChange(c);
    } else if (!el.classList.contains('low')) {
      el.removeAttribute('title');
    }
    if (c.speakerChanged) {
      el.closest('.turn')?.querySelector('.speaker')?.classList.toggle('chg-speaker', on);
    }
  }
  $('show-changes').setAttribute('aria-pressed', String(on));
  $('show-changes').textContent = `${on ? 'Hide' : 'Show'} the previous pass's changes (${changes.length})`;
}

/** Alt+C: selects the next change after the cursor (Alt+Shift+C: before), showing the changes if they are hidden. */
function nextChange(direction) {
  if (!changes.length) {
    say('The previous pass changed nothing here, or this pass follows the machine.');
    return;
  }
  if (!showingChanges) {
    markChanges(true);
  }
  const els = changes.map((c) => timed[c.word]?.el).filter((el) => el?.isConnected);
  const at = caretNode();
  let index;
  if (!at) {
    index = direction > 0 ? 0 : els.length - 1;
  } else if (direction > 0) {
    index = els.findIndex((el) => !el.contains(at) && (at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING));
    index = index < 0 ? 0 : index;
  } else {
    index = els.findLastIndex((el) => !el.contains(at) && (at.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_PRECEDING));
    index = index < 0 ? els.length - 1 : index;
  }
  const el = els[index];
  selectWord(el);
  const c = changes.find((x) => timed[x.word]?.el === el);
  $('changes-said').textContent = `Change ${index + 1} of ${els.length}: ${describeChange(c)}.`;
}

function wordAtCaret() {
  const node = caretNode();
  const el = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  if (el) {
    return timed[Number(el.dataset.i)];
  }
  // Between words: the next timed word after the caret.
  renderAll();
  return node ? timed.find((w) => w.el?.isConnected && node.compareDocumentPosition(w.el) & Node.DOCUMENT_POSITION_FOLLOWING) : undefined;
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
    if (turn.check) {
      checkTurn(turn);
    }
  }
  autosave.changed();
}

function splitTurn() {
  const selection = window.getSelection();
  const node = caretNode();
  if (!node) {
    return;
  }
  const turn = turnOf(node);
  renderAll();
  history.record([turn], { structure: true });
  typing = null;
  const range = selection.getRangeAt(0);
  const tail = document.createRange();
  tail.setStart(range.startContainer, range.startOffset);
  tail.setEnd(turn.text, turn.text.childNodes.length);
  const moved = tail.extractContents();
  const state = renderTurn({ speaker: '', text: '' }, false);
  state.text.append(moved);
  turn.box.after(state.box);
  turns.splice(turns.indexOf(turn) + 1, 0, state);
  splitSpan(turn, state);
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
  const node = caretNode();
  if (node) {
    // From the tag list or the Insert button: back to the text, the caret where it was, to type on.
    (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement).closest('.turn-text').focus();
  } else if (lastCaret && lastText?.isConnected && lastText.contains(lastCaret.startContainer)) {
    // The focus went on through other fields since (Tab to the tag list): where the caret was when it left the text.
    lastText.focus();
    window.getSelection().removeAllRanges();
    window.getSelection().addRange(lastCaret);
  } else {
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
  // Spaces around the tag only where the text has none (two in a row would show as a gap).
  const range = window.getSelection().getRangeAt(0);
  const before = range.startContainer.nodeType === Node.TEXT_NODE ? range.startContainer.data.slice(0, range.startOffset) : '';
  const after = range.endContainer.nodeType === Node.TEXT_NODE ? range.endContainer.data.slice(range.endOffset) : '';
  history.record([turnOf(range.startContainer)]);
  typing = null;
  document.execCommand('insertText', false, spacedTag(before, after, tag));
}

/**
 * A turn's text as typed. innerText (line breaks as typed) costs a layout of the turn, so it is read
 * again only for a turn an edit marked, or whose characters no longer are those last read.
 */
function turnText(turn) {
  if (turn.dirty || turn.text.textContent !== turn.plain) {
    // An off-screen turn is not laid out (content-visibility), and then its innerText is empty: render it to read it.
    turn.box.classList.add('reading');
    turn.cached = turn.text.innerText.replace(/\u00a0/g, ' ');
    turn.box.classList.remove('reading');
    turn.plain = turn.text.textContent;
    turn.dirty = false;
  }
  return turn.cached;
}

/** Every turn in page order, blank ones too; those still to be rendered (a long transcript's first second) as loaded. */
function everyTurn() {
  const pins = pinnedWords.size ? pinsByTurn() : new Map();
  return turnsToSend(turns.map((t) => ({
    speaker: t.speaker.value, text: turnText(t), start: t.start, end: t.end, retimed: t.retimed, pins: pins.get(t),
  })), unrendered);
}

function collect() {
  return body(everyTurn(), confirmedStarts);
}

// ---- Saving -------------------------------------------------------------------------------------

const autosave = new Autosave({
  send: (draft, { keepalive }) => sendJson('PUT', cfg.draft, draft, { keepalive }),
  beat: () => sendJson('POST', cfg.heartbeat),
  collect,
  say,
  claimGone,
  lost,
  isStale: (e) => e.code === 'stale_draft',
  staleFound: showNewerDraft,
});

/**
 * Another tab or device saved a newer draft of this item: this page saves nothing more until the
 * person has seen how the two differ and chosen to keep this page's text (saved over the newer one)
 * or to load the newer draft (this page's text then stays on screen to copy until the reload).
 */
async function showNewerDraft() {
  const box = $('stale');
  let newer;
  try {
    newer = (await sendJson('GET', cfg.load)).draft;
  } catch (e) {
    problem(`A newer draft was saved elsewhere, and it could not be read: ${e.message}`);
    return;
  }
  const mine = everyTurn();
  const theirs = newer?.turns ?? [];
  const list = $('stale-differences');
  list.replaceChildren();
  const shown = Math.max(mine.length, theirs.length);
  let differences = 0;
  for (let i = 0; i < shown; i++) {
    const a = theirs[i];
    const b = mine[i];
    if ((a?.text ?? '') === (b?.text ?? '') && (a?.speaker ?? null) === (b?.speaker ?? null)) {
      continue;
    }
    if (++differences > 20) {
      continue;
    }
    const li = document.createElement('li');
    const there = document.createElement('p');
    there.textContent = `Saved elsewhere: ${a ? `${a.speaker ? a.speaker + ': ' : ''}${a.text}` : '(no such turn)'}`;
    const here = document.createElement('p');
    here.textContent = `On this page: ${b ? `${b.speaker ? b.speaker + ': ' : ''}${b.text}` : '(no such turn)'}`;
    li.append(`Turn ${i + 1}`, there, here);
    list.append(li);
  }
  $('stale-summary').textContent = `A newer draft of this task was saved in another tab or on another device${
    newer?.savedAt ? ` at ${new Date(newer.savedAt).toLocaleTimeString()}` : ''}. Nothing is saved from this page until you choose. `
    + `${differences} turn${differences === 1 ? ' differs' : 's differ'}${differences > 20 ? ' (the first 20 shown)' : ''}.`;
  box.dataset.revision = String(newer?.revision ?? 0);
  box.hidden = false;
  box.scrollIntoView({ block: 'nearest' });
  $('keep-mine').focus();
}

$('keep-mine').addEventListener('click', () => {
  const box = $('stale');
  box.hidden = true;
  autosave.keepMine(Number(box.dataset.revision));
});
$('load-newer').addEventListener('click', () => {
  autosave.stop();
  window.location.reload();
});

/** The link ran out (it lives as long as a claim): ask for a fresh one and go on where the player was. */
async function renewMedia() {
  if (!cfg.media || finished || Date.now() - lastMediaRenewal < MEDIA_RENEWAL_MS) {
    return;
  }
  lastMediaRenewal = Date.now();
  const at = media.currentTime;
  const playing = mediaWasPlaying;
  try {
    const fresh = await sendJson('GET', cfg.media);
    media.addEventListener('loadedmetadata', () => {
      media.currentTime = at;
      if (playing) {
        media.play().catch(() => {});
      }
    }, { once: true });
    media.src = fresh.url;
  } catch (e) {
    problem('The media could not be loaded again: ' + (e.message || e));
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
  autosave.stop();
  $('submit').disabled = true;
  $('release').disabled = true;
  say('Not saved');
  problem(`Your claim on this task is gone, and what you typed since your last save is not saved: ${e.message} `
    + 'Copy anything you need, then go back to the queue.');
}

function finish(message) {
  finished = true;
  autosave.stop();
  for (const t of turns) {
    t.text.contentEditable = 'false';
    t.speaker.readOnly = true;
  }
  $('submit').disabled = true;
  for (const id of ['replace-one', 'replace-all', 'add-speaker', 'merge', 'add-description']) {
    $(id).disabled = true;
  }
  for (const input of $('speaker-list').querySelectorAll('input')) {
    input.readOnly = true;
  }
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
  autosave.pause();
  say(approving ? 'Approving…' : 'Submitting…');
  try {
    await autosave.settled();
    const result = await sendJson('POST', cfg.submit, { ...collect(), basedOn: autosave.revision });
    autosave.sent();
    say('');
    finish(approving ? 'Approved. Thank you: the transcript is final.'
      : `Submitted${result.nextPassLabel ? `; next: ${result.nextPassLabel.toLowerCase()}` : ': the job is complete'}.`);
  } catch (e) {
    button.disabled = false;
    if (e.code === 'stale_draft') {
      autosave.hold(e);
      return;
    }
    say(`Not submitted: ${e.message}`);
  }
}

async function releaseItem() {
  await autosave.save();
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
    const i = turns.indexOf(turn);
    labelTurns(i, i + 1);
    speakersChanged();
    timeline?.invalidate();
  }
  const node = caretNode();
  const word = node && (node.nodeType === Node.ELEMENT_NODE ? node : node.parentElement)?.closest('.w');
  if (word) {
    word.classList.remove('low');
    word.classList.add('edited');
  }
  changed(turn);
});
turnsBox.addEventListener('beforeinput', (event) => {
  if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
    event.preventDefault(); // the browser's own per-character undo: ours is Ctrl+Z
    undo(event.inputType === 'historyRedo');
    return;
  }
  beforeTyping(event);
});
turnsBox.addEventListener('focusin', (event) => {
  if (event.target.classList.contains('turn-text')) {
    lastText = event.target;
    timeline?.show(turns.indexOf(turnOf(event.target)));
  }
});
turnsBox.addEventListener('focusout', (event) => {
  if (event.target.classList.contains('turn-text') && caretNode()) {
    lastCaret = window.getSelection().getRangeAt(0).cloneRange();
  }
});
// Ctrl+click (Cmd, Alt) on a word plays from it; a plain click or a mouse selection only places the caret.
turnsBox.addEventListener('click', (event) => {
  if (!(event.ctrlKey || event.metaKey || event.altKey) || !window.getSelection().isCollapsed) {
    return;
  }
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
  history.record([turnOf(event.target)]);
  typing = null;
  document.execCommand('insertText', false, event.clipboardData.getData('text/plain'));
});

document.addEventListener('keydown', (event) => {
  const ctrl = event.ctrlKey || event.metaKey;
  const inText = event.target.closest?.('.turn-text');
  const inTurns = turnsBox.contains(event.target);
  let handled = true;
  const inFind = event.target.closest?.('#find-panel');
  if (inFind && event.key === 'Escape') {
    closeFind();
  } else if (ctrl && (event.code === 'KeyF' || event.code === 'KeyH') && !event.altKey && !event.shiftKey) {
    openFind(event.code === 'KeyH');
  } else if (inFind && !ctrl && !event.altKey) {
    handled = false; // the panel's own fields and buttons: Enter finds (the form), Tab moves on
  } else if (event.altKey && !ctrl && /^Digit[1-9]$/.test(event.code) && !finished) {
    assignSpeaker(Number(event.code.slice(5)) - 1);
  } else if (event.altKey && !ctrl && event.code === 'KeyC') {
    nextChange(event.shiftKey ? -1 : 1);
  } else if (event.altKey && !ctrl && event.code === 'KeyA' && isDescribing() && !finished) {
    addDescription();
  } else if (event.altKey && !ctrl && event.code === 'KeyV' && isDescribing()) {
    const i = currentTurn();
    hearDescription(turns[i]);
  } else if (event.altKey && !ctrl && event.code === 'KeyP') {
    playSelection();
  } else if ((event.key === 'Escape' && !ctrl && !event.altKey) || (ctrl && event.code === 'Space')) {
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
  } else if (event.altKey && !ctrl && (event.code === 'BracketLeft' || event.code === 'BracketRight') && !finished) {
    nudge('start', (event.code === 'BracketLeft' ? -1 : 1) * (event.shiftKey ? NUDGE_SMALL_MS : NUDGE_LARGE_MS));
  } else if (event.altKey && !ctrl && (event.code === 'Comma' || event.code === 'Period') && !finished) {
    nudge('end', (event.code === 'Comma' ? -1 : 1) * (event.shiftKey ? NUDGE_SMALL_MS : NUDGE_LARGE_MS));
  } else if (event.altKey && !ctrl && event.code === 'KeyI' && !finished) {
    edgeToPlayhead('start');
  } else if (event.altKey && !ctrl && event.code === 'KeyO' && !finished) {
    edgeToPlayhead('end');
  } else if (event.altKey && !ctrl && event.code === 'KeyM' && !finished) {
    mergeWithNext();
  } else if (event.altKey && !ctrl && event.code === 'KeyK' && !finished) {
    toggleTimingUnit();
  } else if (ctrl && !event.altKey && event.code === 'KeyZ' && (inText || inTurns || event.target === document.body)) {
    undo(event.shiftKey);
  } else if (ctrl && !event.altKey && event.code === 'KeyY' && (inText || inTurns || event.target === document.body)) {
    undo(true);
  } else if (ctrl && event.code === 'KeyS') {
    autosave.saveNow();
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
$('add-description').addEventListener('click', addDescription);
$('show-changes').addEventListener('click', () => markChanges(!showingChanges));
$('rewind').value = String(rewindSeconds);
$('rewind').addEventListener('change', (e) => {
  rewindSeconds = Number(e.target.value);
  localStorage.setItem(REWIND_KEY, String(rewindSeconds));
});
$('find-open').addEventListener('click', () => ($('find-panel').hidden ? openFind(false) : closeFind()));
$('find-panel').addEventListener('submit', (event) => {
  event.preventDefault();
  findNext(event.submitter?.id === 'find-previous' ? -1 : 1);
});
$('find-previous').addEventListener('click', (event) => { event.preventDefault(); findNext(-1); });
$('replace-one').addEventListener('click', replaceOne);
$('replace-all').addEventListener('click', replaceAll);
$('find-close').addEventListener('click', closeFind);
$('speaker-list').addEventListener('change', (event) => {
  if (event.target.dataset.name !== undefined) {
    renameSpeaker(event.target.dataset.name, event.target.value);
  }
});
$('speaker-list').addEventListener('keydown', (event) => {
  if (event.key === 'Enter' && event.target.dataset.name !== undefined) {
    event.preventDefault();
    renameSpeaker(event.target.dataset.name, event.target.value);
  }
});
$('add-speaker').addEventListener('click', () => {
  const name = $('new-speaker').value.trim();
  if (name) {
    addedSpeakers.add(name);
    $('new-speaker').value = '';
    showSpeakers();
    say(`${name} added to the speakers: Alt+${Math.min(9, speakerCounts().size)} or the speaker field gives it to a turn.`);
  }
});
$('back').addEventListener('click', () => seekBy(-3));
$('rate').addEventListener('change', (e) => { if (media) media.playbackRate = Number(e.target.value); });
$('insert-tag').addEventListener('click', insertTag);
$('next-low').addEventListener('click', () => nextDoubtful(1));
if (approving) {
  // Approving ends the job: asked once more. Sending back returns the text to the pass before, with a comment.
  $('submit').addEventListener('click', () => {
    $('send-back').hidden = true;
    $('approve-confirm').hidden = false;
    $('approve-yes').focus();
  });
  $('approve-yes').addEventListener('click', () => {
    $('approve-confirm').hidden = true;
    submit();
  });
  $('approve-no').addEventListener('click', () => {
    $('approve-confirm').hidden = true;
    $('submit').focus();
  });
  $('send-back-open').addEventListener('click', () => {
    $('approve-confirm').hidden = true;
    $('send-back').hidden = false;
    $('send-back-open').setAttribute('aria-expanded', 'true');
    $('send-back-comment').focus();
  });
  $('send-back-cancel').addEventListener('click', () => {
    $('send-back').hidden = true;
    $('send-back-open').setAttribute('aria-expanded', 'false');
    $('send-back-open').focus();
  });
  $('send-back').addEventListener('submit', async (event) => {
    event.preventDefault();
    const button = $('send-back-submit');
    button.disabled = true;
    try {
      autosave.saveNow();
      await autosave.settled(); // the corrections so far go with it
      const sent = await sendJson('POST', cfg.sendBack, { comment: $('send-back-comment').value });
      $('send-back').hidden = true;
      $('send-back-open').disabled = true;
      finish(`Sent back to the ${sent.pass.toLowerCase()} with your comment. When it is corrected, you will get a new link to approve it.`);
    } catch (e) {
      button.disabled = false;
      say(`Not sent back: ${e.message}`);
    }
  });
} else {
  $('submit').addEventListener('click', submit);
}
$('release')?.addEventListener('click', releaseItem);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') {
    autosave.save({ keepalive: true });
  }
});
window.addEventListener('pagehide', () => autosave.save({ keepalive: true }));

load();
