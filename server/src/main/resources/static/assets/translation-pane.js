// The translation side of the editor: on a translation child (a translator's pass, its review, the
// customer's approval of the translation) the work API sends `source`, the parent's FINAL as turns,
// each paired with one of the child's turns by index. Each target turn then shows its source turn(s)
// beside it (above it on a narrow screen), in the source language, with a button that plays the
// media from there. The source is read-only: only the translation is edited and sent back.
import { clock } from './local-time.js';

const languageNames = (() => {
  try {
    return new Intl.DisplayNames([navigator.language || 'en'], { type: 'language' });
  } catch {
    return null;
  }
})();

/** "es" or "EN_US" as the browser names the language ("Spanish", "English (United States)"), else the code. */
export function languageName(code) {
  if (!code) {
    return '';
  }
  try {
    return languageNames?.of(langTag(code)) ?? code;
  } catch {
    return code;
  }
}

/** The languages of the item being translated, once {@link attachSources} found one; null otherwise. */
let pane = null;

/** "EN_US" as an HTML lang attribute ("en-US"). */
function langTag(code) {
  if (!code) {
    return '';
  }
  const [language, ...rest] = code.split(/[_-]/);
  return [language.toLowerCase(), ...rest.map((r) => (r.length === 2 ? r.toUpperCase() : r))].join('-');
}

/**
 * Prepares the pane for the loaded turns: each turn object gets `sources` (its source turns), which
 * {@link decorateTurn} reads when editor.js renders it. Returns false (and changes nothing) when the
 * item is not a translation.
 *
 * @param source the load's `source` (null on other jobs)
 * @param loaded the turns the editor is about to render (the ones `source` is paired with)
 * @param box    the element holding the turns: the column headings go before it
 */
export function attachSources(source, loaded, box) {
  if (!source || !Array.isArray(source.turns)) {
    return false;
  }
  const byTarget = new Map();
  for (const turn of source.turns) {
    const at = turn.target >= 0 && turn.target < loaded.length ? turn.target : 0;
    if (!byTarget.has(at)) {
      byTarget.set(at, []);
    }
    byTarget.get(at).push(turn);
  }
  loaded.forEach((turn, i) => {
    turn.sources = byTarget.get(i) ?? [];
  });
  pane = { sourceLang: langTag(source.language), targetLang: langTag(source.targetLanguage) };
  const from = languageName(source.language);
  const to = languageName(source.targetLanguage);
  const heads = document.createElement('div');
  heads.className = 'translation-columns';
  heads.setAttribute('aria-hidden', 'true'); // each turn's parts carry their own labels
  const left = document.createElement('span');
  left.textContent = `Source: ${from}`;
  const right = document.createElement('span');
  right.textContent = `Translation: ${to}`;
  heads.append(left, right);
  box.before(heads);
  const title = document.getElementById('editor-title');
  if (document.getElementById('main')?.dataset.mode === 'approve' && title) {
    title.textContent = 'Approve the translation'; // the customer's approval of the translation step
  }
  box.classList.add('turns-translated');
  box.closest('section')?.setAttribute('aria-label', `Translation from ${from} into ${to}, turn by turn`);
  return true;
}

/**
 * Puts a turn's source beside its text. `state` is editor.js's turn ({box, speaker, text}); `turn`
 * the loaded turn (with `sources` from {@link attachSources}); `play(ms)` plays the media from there.
 * Turns a person adds (a split) have no source of their own: they get an empty source cell.
 */
export function decorateTurn(state, turn, play) {
  if (!pane) {
    return;
  }
  state.box.classList.add('turn-translated');
  if (pane.targetLang) {
    state.text.lang = pane.targetLang; // the browser's spelling check and a screen reader's voice follow it
  }
  const cell = document.createElement('div');
  cell.className = 'turn-source';
  for (const source of turn.sources ?? []) {
    const line = document.createElement('p');
    if (pane.sourceLang) {
      line.lang = pane.sourceLang;
    }
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'source-play button-quiet';
    button.textContent = clock(source.start / 1000);
    button.setAttribute('aria-label', `Play the source from ${clock(source.start / 1000)}`);
    button.addEventListener('click', () => play(source.start));
    const text = document.createElement('span');
    text.className = 'source-text';
    // The speaker is named only where it is not the turn's own (shown in the turn's Speaker field).
    const named = source.speaker && source.speaker !== turn.speaker;
    text.textContent = named ? `${source.speaker}: ${source.text}` : source.text;
    line.append(button, ' ', text);
    cell.append(line);
  }
  state.box.prepend(cell);
}
