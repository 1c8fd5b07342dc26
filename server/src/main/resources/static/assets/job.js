// A job's page: the transcript follows the player (the word being said is highlighted and kept in
// view), a click on a word or a paragraph's time plays from there, and while the job runs its
// status and progress refresh. Without this module the page still plays, shows and downloads.
import { sendJson } from './http.js';
import { showLocalTimes } from './local-time.js';
import { lastAtOrBefore } from './sorted.js';

const EVERY_MS = 5000;
const main = document.querySelector('main[data-job]');
const player = document.getElementById('player');
const transcript = document.getElementById('transcript');

showLocalTimes();

// An audio player draws no captions: the one being said is written in the line under it.
const captionLine = document.getElementById('audio-caption');
const track = player?.textTracks?.[0];
if (captionLine && track) {
  track.addEventListener('cuechange', () => {
    captionLine.textContent = [...(track.activeCues ?? [])].map((cue) => cue.getCueAsHTML().textContent).join('\n');
  });
}

// The audio description: browsers neither show nor speak a descriptions track, so when the person
// asks, the description being read is written under the picture in a live region a screen reader says.
const describing = document.getElementById('description-on');
const descriptions = [...(player?.textTracks ?? [])].find((t) => t.kind === 'descriptions');
if (describing && descriptions) {
  const KEY = 'parlance.job.describe';
  const line = document.getElementById('description-text');
  const show = () => {
    line.textContent = [...(descriptions.activeCues ?? [])].map((cue) => cue.text).join(' ');
  };
  const apply = () => {
    descriptions.mode = describing.checked ? 'hidden' : 'disabled';
    line.hidden = !describing.checked;
    if (describing.checked) {
      show();
    } else {
      line.textContent = '';
    }
  };
  descriptions.addEventListener('cuechange', () => {
    if (describing.checked) {
      show();
    }
  });
  describing.addEventListener('change', () => {
    localStorage.setItem(KEY, describing.checked ? 'on' : 'off');
    apply();
  });
  describing.checked = localStorage.getItem(KEY) === 'on';
  describing.closest('.description-line').hidden = false;
  apply();
}

// The index: a key phrase or topic plays from its first place, each time from that place.
const index = document.getElementById('media-index');
if (player && index) {
  index.addEventListener('click', (event) => {
    const target = event.target.closest('.seek');
    if (target) {
      player.currentTime = Number(target.dataset.start) / 1000;
      player.play().catch(() => {});
    }
  });
}

if (player && transcript) {
  const words = [...transcript.querySelectorAll('.w')];
  const starts = words.map((w) => Number(w.dataset.start));
  let current = null;

  const seek = (ms) => {
    player.currentTime = ms / 1000;
    player.play().catch(() => {});
  };

  transcript.addEventListener('click', (event) => {
    const target = event.target.closest('.w, .seek');
    if (target) {
      seek(Number(target.dataset.start));
    }
  });

  // The last word started at or before the player's time (binary search: long transcripts).
  const wordAt = (ms) => {
    const i = lastAtOrBefore(starts, ms);
    return i < 0 ? null : words[i];
  };

  player.addEventListener('timeupdate', () => {
    const word = wordAt(player.currentTime * 1000);
    if (word === current) {
      return;
    }
    current?.classList.remove('is-current');
    current = word;
    if (word) {
      word.classList.add('is-current');
      const box = transcript.getBoundingClientRect();
      const at = word.getBoundingClientRect();
      if (at.top < box.top || at.bottom > box.bottom) {
        transcript.scrollTop += at.top - box.top - box.height / 3;
      }
    }
  });
}

// While the job runs, its status and progress follow it; once done, a reload shows the results.
async function refresh() {
  try {
    const [state] = await sendJson('GET', '/jobs/progress?id=' + encodeURIComponent(main.dataset.job));
    if (state) {
      document.getElementById('job-status').textContent = state.status;
      document.getElementById('job-progress').textContent = !state.running && state.status === 'Complete'
        ? 'Done: reload the page for the transcript and captions.' : (state.progress ?? '');
      if (!state.running) {
        return;
      }
    }
  } catch {
    // The next refresh catches up.
  }
  setTimeout(refresh, EVERY_MS);
}

if (main?.dataset.running === 'true') {
  setTimeout(refresh, EVERY_MS);
}
