// The editor's saving, without the page: a draft saved a moment after the last change, one save at
// a time (a change made during a save is saved after it), on demand (Ctrl+S) and as the page is
// left (keepalive), a heartbeat that keeps the claim alive while nothing is typed, and the end of
// it all when the claim is gone or the pass is done. Each save names the draft revision it was typed
// on; a save refused as stale (another tab or device saved since) holds every later save until the
// person has chosen between the texts (keepMine), so nothing is replaced without them knowing. After
// the first save, a save sends only the turns that changed since the last one saved (a three-hour
// text is some 2.5 MB; a corrected word changes one turn), with how many turns there are now. What to
// send, how to send it and what to say are given to it, so it is tested without a browser (server/src/test/js).

/** Save this long after the last change. */
export const SAVE_DELAY_MS = 1200;
/** Keep the claim alive this often while the page is open (the lease is minutes long). */
export const HEARTBEAT_MS = 60_000;

export class Autosave {
  /**
   * @param {object} parts
   * @param {(body: object, options: {keepalive: boolean}) => Promise} parts.send   puts the draft
   * @param {() => Promise} parts.beat        the heartbeat request
   * @param {() => object} parts.collect      the draft's body, read when a save starts
   * @param {(message: string) => void} parts.say   the save status line
   * @param {(error: Error) => boolean} parts.claimGone  whether a refusal means nothing can be saved any more
   * @param {(error: Error) => void} parts.lost  called once the claim is gone
   * @param {(error: Error) => boolean} [parts.isStale]  whether a refusal says a newer draft was saved elsewhere
   * @param {(error: Error) => void} [parts.staleFound]  called once saving is held for a stale refusal
   * @param {number} [parts.revision]  the draft revision the page loaded (0: none saved)
   */
  constructor({ send, beat, collect, say, claimGone, lost, isStale = () => false, staleFound = () => {}, revision = 0,
    now = () => Date.now(), setTimer = (f, ms) => setTimeout(f, ms), clearTimer = (t) => clearTimeout(t) }) {
    Object.assign(this, { send, beat, collect, say, claimGone, lost, isStale, staleFound, revision, now, setTimer, clearTimer });
    /** Set while a stale refusal waits for the person's choice: nothing is saved meanwhile. */
    this.held = false;
    this.unsaved = false;
    this.saving = null;
    this.timer = 0;
    this.lastWrite = now();
    this.stopped = false;
    /** Each turn of the last text saved, as JSON; null: the next save sends the whole text. */
    this.savedTurns = null;
  }

  /** The body to send for `text` ({turns, ...}): the whole, or the turns changed since the last save, by place. */
  body(text) {
    const turns = text.turns.map((t) => JSON.stringify(t));
    if (!this.savedTurns || this.revision === 0) {
      return { draft: { ...text, basedOn: this.revision }, turns };
    }
    const changed = {};
    turns.forEach((json, i) => {
      if (json !== this.savedTurns[i]) {
        changed[i] = text.turns[i];
      }
    });
    const { turns: whole, ...rest } = text;
    return { draft: { ...rest, basedOn: this.revision, count: turns.length, changed }, turns };
  }

  /** Something changed: saved SAVE_DELAY_MS after the last change. */
  changed() {
    if (this.stopped) {
      return;
    }
    this.unsaved = true;
    this.say('Unsaved changes');
    this.clearTimer(this.timer);
    this.timer = this.setTimer(() => this.save(), SAVE_DELAY_MS);
  }

  /** Saves now, changed or not (Ctrl+S). */
  saveNow() {
    this.unsaved = true;
    return this.save();
  }

  /** Saves what changed, after a save under way; resolves when this one is done. */
  async save({ keepalive = false } = {}) {
    this.clearTimer(this.timer);
    if (!this.unsaved || this.stopped || this.held) {
      return this.saving;
    }
    if (this.saving) {
      await this.saving;
      return this.save({ keepalive });
    }
    this.unsaved = false;
    const { draft, turns } = this.body(this.collect());
    this.say('Saving…');
    this.saving = (async () => {
      try {
        const saved = await this.send(draft, { keepalive });
        this.revision = saved?.revision ?? this.revision;
        this.savedTurns = turns;
        this.lastWrite = this.now();
        this.say(`Draft saved ${new Date(this.now()).toLocaleTimeString()}`);
      } catch (e) {
        if (this.isStale(e)) {
          this.unsaved = true;
          this.hold(e);
        } else if (this.claimGone(e)) {
          this.stop();
          this.lost(e);
        } else {
          this.unsaved = true;
          this.say(`Not saved: ${e.message}`);
        }
      } finally {
        this.saving = null;
      }
    })();
    return this.saving;
  }

  /** A newer draft was saved elsewhere: no save until the person chooses ({@link keepMine}, or loading the newer one). */
  hold(e) {
    if (!this.held) {
      this.held = true;
      this.savedTurns = null; // the text saved elsewhere is not the one this page last saved
      this.clearTimer(this.timer);
      this.say('Not saved: a newer draft was saved elsewhere');
      this.staleFound(e);
    }
  }

  /** The person keeps this page's text over the newer draft (`revision`, which they have seen): saved now on it. */
  keepMine(revision) {
    this.revision = revision;
    this.held = false;
    return this.saveNow();
  }

  /** Keeps the claim alive when nothing was written for half a heartbeat. */
  async heartbeat() {
    if (this.stopped || this.now() - this.lastWrite < HEARTBEAT_MS / 2) {
      return;
    }
    try {
      await this.beat();
      this.lastWrite = this.now();
    } catch (e) {
      if (this.claimGone(e)) {
        this.stop();
        this.lost(e);
      }
    }
  }

  /** The save under way, if any (a submission waits for it). */
  settled() {
    return this.saving;
  }

  /** No save until the next change or request (a submission is being sent). */
  pause() {
    this.clearTimer(this.timer);
  }

  /** The text was sent otherwise (submitted): nothing is left to save. */
  sent() {
    this.clearTimer(this.timer);
    this.unsaved = false;
  }

  /** Nothing is saved from here any more (the pass is done, or the claim gone). */
  stop() {
    this.stopped = true;
    this.clearTimer(this.timer);
  }
}
