// The editor's saving, without the page: a draft saved a moment after the last change, one save at
// a time (a change made during a save is saved after it), on demand (Ctrl+S) and as the page is
// left (keepalive), a heartbeat that keeps the claim alive while nothing is typed, and the end of
// it all when the claim is gone or the pass is done. What to send, how to send it and what to say
// are given to it, so it is tested without a browser (server/src/test/js).

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
   */
  constructor({ send, beat, collect, say, claimGone, lost, now = () => Date.now(),
    setTimer = (f, ms) => setTimeout(f, ms), clearTimer = (t) => clearTimeout(t) }) {
    Object.assign(this, { send, beat, collect, say, claimGone, lost, now, setTimer, clearTimer });
    this.unsaved = false;
    this.saving = null;
    this.timer = 0;
    this.lastWrite = now();
    this.stopped = false;
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
    if (!this.unsaved || this.stopped) {
      return this.saving;
    }
    if (this.saving) {
      await this.saving;
      return this.save({ keepalive });
    }
    this.unsaved = false;
    const draft = this.collect();
    this.say('Saving…');
    this.saving = (async () => {
      try {
        await this.send(draft, { keepalive });
        this.lastWrite = this.now();
        this.say(`Draft saved ${new Date(this.now()).toLocaleTimeString()}`);
      } catch (e) {
        if (this.claimGone(e)) {
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
