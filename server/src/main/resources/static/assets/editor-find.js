// Finding in the transcript, without the page: what a search matches (whole words, case) in a turn's
// text, where the next match after a place is, and the job's names a misspelling comes close to.
// Plain functions over strings, tested without a browser (server/src/test/js).

/** Titles before a name, whose full stop ends no sentence. */
const TITLES = /^(mr|mrs|ms|dr|prof|st|rev|sr|jr)\.$/iu;
/** Letters and digits in any script: what a whole word does not continue with. */
const WORD_CHAR = '[\\p{L}\\p{N}]';

/** The search as a global expression; null for an empty one. The text is taken literally. */
export function matcher(query, { wholeWord = false, matchCase = false } = {}) {
  if (!query) {
    return null;
  }
  const literal = query.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const body = wholeWord ? `(?<!${WORD_CHAR})${literal}(?!${WORD_CHAR})` : literal;
  return new RegExp(body, `g${matchCase ? '' : 'i'}u`);
}

/** Every match in `text`, as [from, to) offsets, in order. */
export function findAll(text, re) {
  const found = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    found.push([m.index, m.index + m[0].length]);
  }
  return found;
}

/**
 * The next match at or after (turn, offset), round to the start; the one before it with direction -1.
 * `matchesOf(t)` gives turn t's matches; null when there are none anywhere.
 *
 * @returns {{turn: number, from: number, to: number}|null}
 */
export function nextMatch(count, matchesOf, turn, offset, direction = 1) {
  for (let step = 0; step <= count; step++) { // the last step is the first turn again, for what came before the offset
    const t = (((turn + direction * step) % count) + count) % count;
    let list = direction > 0 ? matchesOf(t) : matchesOf(t).slice().reverse();
    if (step === 0) {
      list = list.filter(([from, to]) => (direction > 0 ? from >= offset : to <= offset));
    }
    if (list.length) {
      return { turn: t, from: list[0][0], to: list[0][1] };
    }
  }
  return null;
}

/** How many single-letter edits turn one word into the other, up to `most` (more: most + 1). */
export function editDistance(a, b, most = 2) {
  if (Math.abs(a.length - b.length) > most) {
    return most + 1;
  }
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > most) {
      return most + 1;
    }
    previous = row;
  }
  return previous[b.length];
}

/**
 * The job's names (from its notes, guidelines and speakers): words of three letters or more that
 * start with a capital and are not the first word of a sentence, plus the names given.
 */
export function namesIn(texts, extra = []) {
  const names = new Set(extra.filter((n) => n && n.length >= 3));
  for (const text of texts) {
    const words = (text ?? '').split(/\s+/u);
    words.forEach((raw, k) => {
      const word = raw.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
      const sentenceStart = k === 0 || (/[.!?:]$/u.test(words[k - 1]) && !TITLES.test(words[k - 1]));
      if (word.length >= 3 && /^\p{Lu}\p{Ll}/u.test(word) && !sentenceStart) {
        names.add(word);
      }
    });
  }
  return [...names];
}

/**
 * The listed name a word looks like a misspelling of (one or two letters off, not the name itself
 * in any case); null when none. Short words need to be closer: a four-letter word one edit at most.
 */
export function misspeltName(word, names) {
  const bare = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (bare.length < 4) {
    return null;
  }
  const lower = bare.toLowerCase();
  for (const name of names) {
    const target = name.toLowerCase();
    if (target === lower) {
      return null;
    }
  }
  for (const name of names) {
    const most = name.length >= 7 ? 2 : 1;
    if (editDistance(lower, name.toLowerCase(), most) <= most && lower[0] === name[0].toLowerCase()) {
      return name;
    }
  }
  return null;
}
