// The editor's caption preview: the captions the text will make, from the caption engine on the
// server (POST .../preview with the same body as the draft), with the quality check's problems. It
// refreshes itself 800 ms after the last keystroke, one request at a time; shows the caption under
// the playhead below the player and the captions near it in the side panel; lists the problems as
// buttons that select the caption's words in the text and move the playhead there (Alt+N, Alt+Shift+N).
// Only the captions of a window around the playhead come back (and every caption with a problem), so
// a three-hour transcript costs no more to show than a short one.
import { HttpError, sendJson } from './http.js';
import { clock } from './local-time.js';

/** Refresh this long after the last keystroke. */
const QUIET_MS = 800;
/** The captions asked for: this long before the playhead and after it (ms). */
const BEFORE_MS = 120_000;
const AFTER_MS = 300_000;
/** Ask again when the playhead comes this close to the window's ends (ms). */
const MARGIN_MS = 30_000;
/** Near the playhead: this many captions before the current one and after it. */
const NEAR_BEFORE = 2;
const NEAR_AFTER = 6;
/** At most this many problems get a button; the count says how many there are. */
const MOST_LISTED = 300;
const PROFILE_KEY = 'parlance.preview.profile';

const $ = (id) => document.getElementById(id);

/**
 * Starts the preview once the editor has its text.
 *
 * @param editor.text  () => [{speaker, text}] for every turn, in page order (blank ones too, so a
 *                     turn's index is its place on the page)
 * @param editor.boxes () => the text element of every turn, in the same order
 * @param editor.media () => the media element, or null
 * @param [editor.cuesChanged] () => void, called when new captions were laid out (the timeline draws them)
 * @returns {{start: () => void, changed: () => void, cues: () => {start: number, end: number, flagged: boolean,
 *   index: number, from: object, to: object}[]}} the captions laid out, each with where its first and last word are
 *   in the text sent ({turn, start, end}; null for a caption of no typed word)
 */
export function startPreview(editor) {
  const panel = $('preview');
  if (!panel || !panel.dataset.url) {
    return;
  }
  const profileSelect = $('preview-profile');
  const status = $('preview-status');
  const said = $('preview-said');
  const problemList = $('preview-problems');
  const cueList = $('preview-cues');
  const screen = $('caption-screen');
  const turnsBox = $('turns');

  let result = null;
  /** Cues of the last answer by index. */
  let cues = new Map();
  let sorted = [];
  /** The cues' spans for the timeline, a problem flagged. */
  let spans = [];
  /** The time window whose captions the last answer holds (ms). */
  let fetched = { from: 0, to: 0 };
  let timer = 0;
  /** Whether the first layout was asked for (the editor says when: {@code start}). */
  let started = false;
  let inFlight = false;
  let again = false;
  let stopped = false;
  let shownCue = null;
  let nearFrom = -1;
  /** The video's track of the draft's captions, once there are captions and a video. */
  let track = null;
  const narrow = matchMedia('(max-width: 40rem)');

  let profile = localStorage.getItem(PROFILE_KEY) || 'NETFLIX_LIKE';
  // The style guides' names in words come with the first answer; until then the choice is only held.
  profileSelect.append(new Option('…', profile));
  panel.hidden = false;
  screen.hidden = false;
  status.textContent = 'Laying out the captions…';
  screen.replaceChildren(captionNone('Laying out the captions…'));

  function playheadMs() {
    const media = editor.media();
    return media ? media.currentTime * 1000 : 0;
  }

  function schedule(delay = QUIET_MS) {
    if (stopped || !started) {
      return; // before the first layout, that layout will have the change
    }
    clearTimeout(timer);
    timer = setTimeout(refresh, delay);
  }

  async function refresh() {
    clearTimeout(timer);
    if (stopped) {
      return;
    }
    if (inFlight) {
      again = true;
      return;
    }
    inFlight = true;
    again = false;
    panel.setAttribute('aria-busy', 'true');
    const at = playheadMs();
    const from = Math.max(0, Math.floor(at - BEFORE_MS));
    const to = Math.ceil(at + AFTER_MS);
    const url = `${panel.dataset.url}?profile=${encodeURIComponent(profile)}&from=${from}&to=${to}`;
    try {
      const answer = await sendJson('POST', url, { turns: editor.text() });
      fetched = { from, to };
      show(answer);
    } catch (e) {
      showFailure(e);
    } finally {
      inFlight = false;
      panel.removeAttribute('aria-busy');
      if (again) {
        schedule(0);
      }
    }
  }

  function showFailure(e) {
    if (e instanceof HttpError && e.code === 'invalid_text') {
      setStatus(`The captions wait for the text to read: ${e.message}`);
      return;
    }
    if (e instanceof HttpError && [403, 404, 409, 410].includes(e.status)) {
      stopped = true; // the item is done, released or given to someone else: the editor says so
    }
    setStatus(`No caption preview: ${e.message}`);
  }

  function setStatus(text) {
    if (status.textContent !== text) {
      status.textContent = text; // a live region: only a change is announced
    }
  }

  function show(answer) {
    result = answer;
    cues = new Map(answer.cues.map((c) => [c.index, c]));
    sorted = answer.cues;
    const flagged = new Set(answer.violations.map((v) => v.cue));
    spans = sorted.map((c) => ({
      start: c.start, end: c.end, flagged: flagged.has(c.index), index: c.index, from: c.from, to: c.to,
    }));
    editor.cuesChanged?.();
    syncTrack();
    showProfiles(answer);
    const n = answer.violations.length;
    const captions = `${answer.cueCount} caption${answer.cueCount === 1 ? '' : 's'}`;
    setStatus(n === 0 ? `No problems in ${captions}.`
      : `${n} problem${n === 1 ? '' : 's'} in ${captions}: ${answer.errors} error${answer.errors === 1 ? '' : 's'},`
        + ` ${answer.warnings} warning${answer.warnings === 1 ? '' : 's'}.`);
    showProblems(answer.violations);
    $('near-heading').hidden = false;
    nearFrom = -1;
    shownCue = null;
    follow();
  }

  function showProfiles(answer) {
    if (profileSelect.options.length !== answer.profiles.length) {
      profileSelect.replaceChildren(...answer.profiles.map((p) => new Option(p.label, p.name)));
    }
    profileSelect.value = answer.profile;
    const chosen = answer.profiles.find((p) => p.name === answer.profile);
    $('preview-limits').textContent = chosen ? `${chosen.limits}.` : '';
  }

  function showProblems(violations) {
    const items = violations.slice(0, MOST_LISTED).map((v, i) => {
      const cue = cues.get(v.cue);
      const li = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = `problem problem-${v.severity}`;
      button.dataset.problem = String(i);
      const head = document.createElement('span');
      head.className = 'problem-head';
      const kind = document.createElement('span');
      kind.className = `tag ${v.severity === 'error' ? 'tag-danger' : 'tag-warn'}`;
      kind.textContent = v.severity === 'error' ? 'Error' : 'Warning';
      const when = document.createElement('span');
      when.className = 'problem-time';
      when.textContent = cue ? clock(cue.start / 1000) : '';
      head.append(kind, ' ', when);
      const message = document.createElement('span');
      message.className = 'problem-message';
      message.textContent = v.message;
      const text = document.createElement('span');
      text.className = 'problem-text';
      text.textContent = cue ? cue.lines.join(' / ') : '';
      button.append(head, message, text);
      li.append(button);
      return li;
    });
    if (violations.length > MOST_LISTED) {
      const li = document.createElement('li');
      li.className = 'muted';
      li.textContent = `and ${violations.length - MOST_LISTED} more (fix these first, or choose another style guide)`;
      items.push(li);
    }
    problemList.replaceChildren(...items);
    $('problems-heading').hidden = violations.length === 0;
  }

  /**
   * On a video the captions are a text track of the player, made from the draft's cues: the browser
   * draws them over the picture as a viewer's player does, in full screen too and in the viewer's
   * own caption style. An audio player draws none, so there the caption is written under it.
   */
  function syncTrack() {
    const media = editor.media();
    if (!(media instanceof HTMLVideoElement)) {
      return;
    }
    if (!track) {
      track = media.addTextTrack('captions', 'Captions (this draft)', document.documentElement.lang || 'en');
      narrow.addEventListener('change', placeCaptions);
      placeCaptions();
    }
    for (const cue of [...(track.cues ?? [])]) {
      track.removeCue(cue);
    }
    for (const c of sorted) {
      track.addCue(new VTTCue(c.start / 1000, c.end / 1000, c.lines.map(cueText).join('\n')));
    }
  }

  /** On a phone the picture is too small to read a caption over it: the caption goes under it. */
  function placeCaptions() {
    track.mode = narrow.matches ? 'hidden' : 'showing';
    screen.hidden = !narrow.matches;
  }

  /** The caption under the playhead below the player, and the captions near it in the panel. */
  function follow() {
    if (!result) {
      return;
    }
    const at = playheadMs();
    if (!stopped && !inFlight && result.cueCount > sorted.length
        && ((fetched.from > 0 && at < fetched.from + MARGIN_MS) || at > fetched.to - MARGIN_MS)) {
      schedule(0); // the playhead is leaving the captions we have
    }
    let current = -1;
    for (let i = 0; i < sorted.length && sorted[i].start <= at; i++) {
      current = i;
    }
    const on = current >= 0 && sorted[current].end >= at ? sorted[current] : null;
    if (on !== shownCue) {
      shownCue = on;
      screen.replaceChildren(...(on ? on.lines.map((l) => {
        const line = document.createElement('span');
        line.className = 'caption-line';
        line.textContent = l;
        return line;
      }) : [captionNone('No caption at this moment')]));
    }
    const first = Math.max(0, current - NEAR_BEFORE);
    if (first === nearFrom && cueList.childElementCount > 0) {
      for (const li of cueList.children) {
        const isNow = on !== null && li.dataset.cue === String(on.index);
        li.classList.toggle('now', isNow);
        li.toggleAttribute('aria-current', isNow);
      }
      return;
    }
    nearFrom = first;
    const flagged = new Set(result.violations.map((v) => v.cue));
    const near = sorted.slice(first, Math.max(first, current) + NEAR_AFTER + 1);
    cueList.replaceChildren(...near.map((c) => {
      const li = document.createElement('li');
      li.dataset.cue = String(c.index);
      if (on && c.index === on.index) {
        li.className = 'now';
        li.setAttribute('aria-current', 'true');
      }
      const time = document.createElement('span');
      time.className = 'cue-time';
      time.textContent = clock(c.start / 1000);
      li.append(time);
      for (const l of c.lines) {
        const line = document.createElement('span');
        line.className = 'cue-line';
        line.textContent = l;
        li.append(line);
      }
      if (flagged.has(c.index)) {
        li.classList.add('flagged');
        const mark = document.createElement('span');
        mark.className = 'visually-hidden';
        mark.textContent = ' (has a problem)';
        li.append(mark);
      }
      return li;
    }));
  }

  /** Selects a caption's words in the text, moves the playhead to the caption and says what is wrong. */
  function choose(index) {
    const v = result?.violations[index];
    const cue = v && cues.get(v.cue);
    if (!cue) {
      return;
    }
    const media = editor.media();
    if (media) {
      media.currentTime = cue.start / 1000;
    }
    if (cue.from && cue.to) {
      const boxes = editor.boxes();
      const range = document.createRange();
      const start = place(boxes[cue.from.turn], cue.from.start);
      const end = place(boxes[cue.to.turn], cue.to.end);
      if (start && end) {
        range.setStart(start.node, start.offset);
        range.setEnd(end.node, end.offset);
        boxes[cue.from.turn].focus({ preventScroll: true });
        const selection = getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
        (start.node.nodeType === Node.TEXT_NODE ? start.node.parentElement : start.node)
          .scrollIntoView({ block: 'center' });
      }
    }
    said.textContent = `Problem ${index + 1} of ${result.violations.length}, caption at ${clock(cue.start / 1000)}: ${v.message}.`
      + (cue.from ? ' Its words are selected.' : '');
    follow();
  }

  /** Alt+N: the first problem after the playhead (Alt+Shift+N: before it), round to the other end. */
  function next(direction) {
    const list = result?.violations ?? [];
    if (!list.length) {
      said.textContent = 'No caption problems.';
      return;
    }
    const at = playheadMs();
    const starts = list.map((v) => cues.get(v.cue)?.start ?? 0);
    let index;
    if (direction > 0) {
      index = starts.findIndex((s) => s > at + 1);
      index = index < 0 ? 0 : index;
    } else {
      index = starts.findLastIndex((s) => s < at - 1);
      index = index < 0 ? list.length - 1 : index;
    }
    choose(index);
  }

  problemList.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-problem]');
    if (button) {
      choose(Number(button.dataset.problem));
    }
  });
  profileSelect.addEventListener('change', () => {
    profile = profileSelect.value;
    localStorage.setItem(PROFILE_KEY, profile);
    refresh();
  });
  turnsBox.addEventListener('input', () => schedule());
  document.addEventListener('keydown', (event) => {
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyN') {
      event.preventDefault();
      next(event.shiftKey ? -1 : 1);
    }
  }, true);
  // Media events do not bubble; caught on the way down, whichever element the editor made.
  document.addEventListener('timeupdate', follow, true);
  document.addEventListener('seeked', follow, true);
  return {
    // The first layout waits for the editor to say when: on a long text it is the heaviest request
    // the page makes, and the text and the waveform come first.
    start: () => {
      if (!started) {
        started = true;
        refresh();
      }
    },
    // Changes that are not typing (a turn retimed on the timeline, turns merged, a replace-all) say so here.
    changed: () => schedule(),
    cues: () => spans,
  };
}

/** A caption line as WebVTT cue text: its markup characters escaped, so the text shows as typed. */
function cueText(line) {
  return line.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** What the caption screen shows when no caption is on it. */
function captionNone(text) {
  const none = document.createElement('span');
  none.className = 'caption-none';
  none.textContent = text;
  return none;
}

/** The text node and offset at character `offset` of a turn's text as the editor reads it (a <br> is one "\n"). */
export function place(box, offset) {
  if (!box) {
    return null;
  }
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  let left = offset;
  let last = null;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (left <= node.data.length) {
        return { node, offset: left };
      }
      left -= node.data.length;
      last = node;
    } else if (node.nodeName === 'BR') {
      left -= 1;
    }
  }
  return last ? { node: last, offset: last.data.length } : { node: box, offset: 0 };
}
