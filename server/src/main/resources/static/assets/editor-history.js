// The editor's own undo and redo: each step holds the turns it changed as they were before (their
// words as HTML, speaker, span and word times), and, for a split or a merge, the order of the turns.
// Typing makes a step per word (editor.js decides when one starts), a replace-all or a retime one
// step for everything it touched. The steps live in the page, not in the draft: saving changes
// nothing here, so an undo after an autosave works like any other.

/** The most steps kept; the oldest go first. */
export const MAX_STEPS = 500;

export class History {
  /**
   * @param {object} parts
   * @param {(turn: object) => object} parts.snapshot  a turn's state as it is now
   * @param {(turn: object, snapshot: object) => void} parts.restore  puts a turn back as a snapshot had it
   * @param {() => object[]} parts.order        the turns in page order now
   * @param {(order: object[]) => void} parts.setOrder  puts turns in this order
   * @param {(turns: object[]) => void} parts.done  after an undo or redo: what changed, to save and show
   */
  constructor({ snapshot, restore, order, setOrder, done }) {
    Object.assign(this, { snapshot, restore, order, setOrder, done });
    this.undoSteps = [];
    this.redoSteps = [];
  }

  /** Before a change to these turns: how they are now becomes one undo step. */
  record(turns, { structure = false } = {}) {
    this.undoSteps.push(this.step(turns, structure));
    if (this.undoSteps.length > MAX_STEPS) {
      this.undoSteps.shift();
    }
    this.redoSteps = [];
  }

  step(turns, structure) {
    return {
      turns: [...new Set(turns)],
      snapshots: [...new Set(turns)].map((t) => this.snapshot(t)),
      order: structure ? this.order().slice() : null,
    };
  }

  undo() {
    return this.move(this.undoSteps, this.redoSteps);
  }

  redo() {
    return this.move(this.redoSteps, this.undoSteps);
  }

  /** Takes a step from one stack, keeps how things are now on the other, and restores the step. */
  move(from, to) {
    const step = from.pop();
    if (!step) {
      return false;
    }
    to.push(this.step(step.turns, step.order !== null));
    if (step.order) {
      this.setOrder(step.order);
    }
    step.turns.forEach((t, n) => this.restore(t, step.snapshots[n]));
    this.done(step.turns);
    return true;
  }

  get canUndo() {
    return this.undoSteps.length > 0;
  }

  get canRedo() {
    return this.redoSteps.length > 0;
  }
}
