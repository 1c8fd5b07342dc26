// The editor's timeline under the player: the audio's waveform (peaks the server computed once,
// loaded ten minutes at a time as the view needs them), the speaker turns as spans over it, the
// captions the preview laid out near the playhead as a strip under the turns' band (one with a
// style-guide problem marked), the playhead, zoom, and a view that follows playback. A turn's edge, or a caption's on
// the captions' strip, is moved by dragging it (it snaps to word boundaries and silences) or by the editor's keys; the
// editor applies the move. One canvas
// drawn at most once a frame, and only the part in view: three hours cost what ten seconds do.
import { clock } from './local-time.js';
import { columns, snap, SNAP_PX, visibleTurns } from './timeline-model.js';

/** Buckets per loaded chunk of peaks: ten minutes of 10 ms buckets, 120 kB. */
const CHUNK_BUCKETS = 60_000;
const BAND = 26; // the turns' band at the top, in CSS pixels
const CUE_STRIP = 7; // the captions' strip under it
const EDGE_GRAB_PX = 6;
/** How far above and below the captions' strip a press still takes a caption's edge. */
const STRIP_GRAB_PX = 4;
const MIN_PX_PER_SECOND = 0.1;
const MAX_PX_PER_SECOND = 1000;

export class Timeline {
  /**
   * @param {object} parts
   * @param {HTMLCanvasElement} parts.canvas
   * @param {string} parts.url  the waveform API (?from=&to= in ms)
   * @param {() => {starts: Float64Array, ends: Float64Array}} parts.spans  every turn's span, in order
   * @param {(i: number) => string} parts.label  a turn's speaker, as drawn on it
   * @param {() => Float64Array} parts.boundaries  word starts and ends, ascending (edges snap to them)
   * @param {(ms: number) => void} parts.seek
   * @param {(i: number) => void} parts.select  a turn was clicked
   * @param {(i: number, edge: 'start'|'end', ms: number) => void} parts.moveEdge  an edge was dragged to ms
   * @param {(cue: object, edge: 'start'|'end', ms: number) => void} [parts.moveCueEdge]  a caption's edge was dragged to ms
   * @param {() => {start: number, end: number, flagged: boolean}[]} [parts.cues]  the captions laid out so far, by start
   * @param {() => void} [parts.firstWave]  called once, after the waveform was first drawn
   */
  constructor({
    canvas, url, spans, label, boundaries, seek, select, moveEdge, moveCueEdge = () => {}, cues = () => [], firstWave = () => {},
  }) {
    Object.assign(this, {
      canvas, url, spans, label, boundaries, seek, select, moveEdgeTo: moveEdge, moveCueEdgeTo: moveCueEdge, cues, firstWave,
    });
    this.ctx = canvas.getContext('2d');
    this.duration = 0;
    this.playhead = 0;
    this.viewStart = 0;
    this.pxPerSecond = 50;
    this.selected = -1;
    this.chunks = new Map();
    this.loading = new Set();
    this.bucketMs = 10;
    this.totalBuckets = Infinity;
    this.unavailable = false;
    this.drag = null;
    this.frame = 0;
    /** The stylesheet's colours (custom properties on the canvas), read once rather than every frame. */
    this.colours = new Map();
    this.listen();
    new ResizeObserver(() => {
      this.colours.clear(); // a new width may come with another media query's colours
      this.invalidate();
    }).observe(canvas);
  }

  get width() {
    return this.canvas.clientWidth;
  }

  get msPerPx() {
    return 1000 / this.pxPerSecond;
  }

  setDuration(ms) {
    this.duration = ms;
    this.invalidate();
  }

  /** The playhead moved (playing or sought): the view follows it when it leaves the middle part. */
  setPlayhead(ms, playing) {
    this.playhead = ms;
    const span = this.width * this.msPerPx;
    if (ms < this.viewStart || ms > this.viewStart + span * (playing ? 0.8 : 1)) {
      this.viewStart = Math.max(0, ms - span * 0.2);
    }
    // Drawn again only when the playhead lands on another pixel (or the view moved): zoomed out,
    // seconds of playing go by in one.
    const at = `${Math.round((ms - this.viewStart) / this.msPerPx)}@${this.viewStart}`;
    if (at !== this.playheadAt) {
      this.playheadAt = at;
      this.invalidate();
    }
  }

  /** Zooms by `factor` around `atMs` (the playhead by default). */
  zoom(factor, atMs = this.playhead) {
    const x = (atMs - this.viewStart) / this.msPerPx;
    this.pxPerSecond = Math.min(MAX_PX_PER_SECOND, Math.max(this.minPxPerSecond(), this.pxPerSecond * factor));
    this.viewStart = Math.max(0, atMs - x * this.msPerPx);
    this.invalidate();
    return this.pxPerSecond;
  }

  /** Zoomed all the way out the whole media fits the width. */
  minPxPerSecond() {
    return this.duration > 0 ? Math.max(MIN_PX_PER_SECOND, Math.min(1, this.width * 1000 / this.duration)) : MIN_PX_PER_SECOND;
  }

  scrollBy(ms) {
    this.viewStart = Math.max(0, Math.min(Math.max(0, this.duration - this.width * this.msPerPx * 0.5), this.viewStart + ms));
    this.invalidate();
  }

  /** Shows turn `i` (scrolled into view when it is not) as the one the keys act on. */
  show(i) {
    this.selected = i;
    const { starts, ends } = this.spans();
    if (i >= 0 && i < starts.length) {
      const span = this.width * this.msPerPx;
      if (ends[i] < this.viewStart || starts[i] > this.viewStart + span) {
        this.viewStart = Math.max(0, starts[i] - span * 0.2);
      }
    }
    this.invalidate();
  }

  /** Draws on the next frame (once, however many things changed). */
  invalidate() {
    if (!this.frame) {
      this.frame = requestAnimationFrame(() => {
        this.frame = 0;
        this.draw();
      });
    }
  }

  // ---- Peaks ----------------------------------------------------------------------------------

  chunkOf(bucket) {
    return this.chunks.get(Math.floor(bucket / CHUNK_BUCKETS));
  }

  /** The loudness (0..127) at a time, when its peaks are loaded. */
  levelAt(ms) {
    const b = Math.floor(ms / this.bucketMs);
    const chunk = this.chunkOf(b);
    const at = (b % CHUNK_BUCKETS) * 2;
    return chunk && at + 1 < chunk.length ? Math.max(-chunk[at], chunk[at + 1]) : undefined;
  }

  loadVisible(from, to) {
    if (this.unavailable) {
      return;
    }
    const first = Math.floor(from / this.bucketMs / CHUNK_BUCKETS);
    const last = Math.floor(Math.min(to, this.duration || to) / this.bucketMs / CHUNK_BUCKETS);
    for (let c = Math.max(0, first); c <= last; c++) {
      if (!this.chunks.has(c) && !this.loading.has(c) && c * CHUNK_BUCKETS < this.totalBuckets) {
        this.load(c);
      }
    }
  }

  async load(c) {
    this.loading.add(c);
    const from = c * CHUNK_BUCKETS * this.bucketMs;
    try {
      const response = await fetch(`${this.url}?from=${from}&to=${from + CHUNK_BUCKETS * this.bucketMs}`,
        { credentials: 'same-origin' });
      if (!response.ok) {
        this.unavailable = response.status === 404;
        return;
      }
      this.totalBuckets = Number(response.headers.get('X-Waveform-Total')) || this.totalBuckets;
      this.bucketMs = Number(response.headers.get('X-Waveform-Bucket-Ms')) || this.bucketMs;
      this.chunks.set(c, new Int8Array(await response.arrayBuffer()));
      this.canvas.dataset.loaded = String(this.chunks.size);
      this.invalidate();
    } finally {
      this.loading.delete(c);
    }
  }

  // ---- Drawing --------------------------------------------------------------------------------

  draw() {
    const { canvas, ctx } = this;
    const dpr = window.devicePixelRatio || 1;
    const w = canvas.clientWidth;
    const h = canvas.clientHeight;
    if (canvas.width !== Math.round(w * dpr) || canvas.height !== Math.round(h * dpr)) {
      canvas.width = Math.round(w * dpr);
      canvas.height = Math.round(h * dpr);
    }
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    const colour = (name, fallback) => {
      if (!this.colours.has(name)) {
        this.colours.set(name, getComputedStyle(canvas).getPropertyValue(name).trim() || fallback);
      }
      return this.colours.get(name);
    };
    ctx.fillStyle = colour('--timeline-bg', '#f4f6f9');
    ctx.fillRect(0, 0, w, h);
    const msPerPx = this.msPerPx;
    const from = this.viewStart;
    const to = from + w * msPerPx;
    this.loadVisible(from, to);

    // The waveform, a column per pixel.
    const wave = columns((b) => this.chunkOf(b), CHUNK_BUCKETS, this.bucketMs, from, msPerPx, Math.ceil(w));
    const waveTop = BAND + CUE_STRIP;
    const mid = waveTop + (h - waveTop) / 2;
    const amp = (h - waveTop) / 2 - 2;
    ctx.fillStyle = colour('--timeline-wave', '#5b7fb0');
    for (let c = 0; c < wave.low.length; c++) {
      if (!Number.isNaN(wave.low[c])) {
        const top = mid - (wave.high[c] / 128) * amp;
        const bottom = mid - (wave.low[c] / 128) * amp;
        ctx.fillRect(c, top, 1, Math.max(1, bottom - top));
      }
    }

    // Past the media's end there is nothing to place: that part is greyed, with no time marks.
    const end = this.duration > 0 ? Math.min(to, this.duration) : to;
    if (end < to) {
      const x = Math.max(0, (end - from) / msPerPx);
      ctx.fillStyle = colour('--timeline-after', 'rgba(127, 127, 127, .22)');
      ctx.fillRect(x, 0, w - x, h);
    }

    // Second marks along the band's foot.
    ctx.fillStyle = colour('--timeline-ink', '#333');
    ctx.font = '11px system-ui, sans-serif';
    const step = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1800, 3600].find((s) => s * this.pxPerSecond >= 70) ?? 3600;
    for (let s = Math.ceil(from / 1000 / step) * step; s * 1000 <= end; s += step) {
      const x = (s * 1000 - from) / msPerPx;
      ctx.fillRect(x, h - 6, 1, 6);
      ctx.fillText(clock(s), x + 3, h - 2);
    }

    // The turns over it.
    const { starts, ends } = this.spans();
    const [a, b] = visibleTurns(starts, ends, from, to);
    for (let i = a; i < b; i++) {
      const x0 = (starts[i] - from) / msPerPx;
      const x1 = (ends[i] - from) / msPerPx;
      const selected = i === this.selected;
      ctx.fillStyle = selected ? colour('--timeline-selected', 'rgba(29, 78, 216, .28)')
        : (i % 2 ? colour('--timeline-turn-b', 'rgba(21, 128, 61, .16)') : colour('--timeline-turn-a', 'rgba(29, 78, 216, .14)'));
      ctx.fillRect(x0, 0, Math.max(1, x1 - x0), h);
      ctx.fillStyle = selected ? colour('--timeline-edge', '#1d4ed8') : colour('--timeline-line', 'rgba(0,0,0,.35)');
      ctx.fillRect(x0, 0, selected ? 3 : 1, h);
      ctx.fillRect(x1 - (selected ? 3 : 1), 0, selected ? 3 : 1, h);
      if (x1 - x0 > 24) {
        ctx.save();
        ctx.beginPath();
        ctx.rect(x0 + 4, 0, x1 - x0 - 8, BAND);
        ctx.clip();
        ctx.fillStyle = colour('--timeline-ink', '#222');
        ctx.font = `${selected ? '600 ' : ''}12px system-ui, sans-serif`;
        ctx.fillText(`${i + 1} ${this.label(i)}`, x0 + 5, 17);
        ctx.restore();
      }
    }
    // The captions as the viewer will see them come and go: a bar each, the gaps between them showing.
    ctx.fillStyle = colour('--timeline-cue', 'rgba(17, 24, 39, .55)');
    const flagged = [];
    let shown = 0;
    for (const cue of this.cues()) {
      if (cue.end >= from && cue.start <= to) {
        shown++;
        if (cue.flagged) {
          flagged.push(cue);
        } else {
          ctx.fillRect((cue.start - from) / msPerPx, BAND, Math.max(1, (cue.end - cue.start) / msPerPx - 1), CUE_STRIP);
        }
      }
    }
    ctx.fillStyle = colour('--timeline-cue-problem', '#b45309');
    for (const cue of flagged) {
      ctx.fillRect((cue.start - from) / msPerPx, BAND, Math.max(1, (cue.end - cue.start) / msPerPx - 1), CUE_STRIP);
    }
    this.canvas.dataset.cues = `${shown}/${flagged.length}`; // captions drawn / with a problem (tests)
    if (this.drag?.at !== undefined) {
      ctx.fillStyle = colour('--timeline-edge', '#1d4ed8');
      ctx.fillRect((this.drag.at - from) / msPerPx - 1, 0, 3, h);
    }
    if (!this.canvas.dataset.firstWaveMs && wave.low.some((v) => !Number.isNaN(v))) {
      this.canvas.dataset.firstWaveMs = String(Math.round(performance.now())); // when the waveform first showed (bench/editor.sh)
      setTimeout(this.firstWave, 0); // after this frame
    }
    // The playhead.
    ctx.fillStyle = colour('--timeline-playhead', '#b91c1c');
    ctx.fillRect((this.playhead - from) / msPerPx - 1, 0, 2, h);
    this.canvas.dataset.view = `${Math.round(from)}-${Math.round(to)}`;
  }

  // ---- Pointer and wheel ----------------------------------------------------------------------

  msAt(event) {
    const x = event.clientX - this.canvas.getBoundingClientRect().left;
    return Math.max(0, Math.min(this.duration || Infinity, this.viewStart + x * this.msPerPx));
  }

  /** The turn edge within grabbing distance of a time, if any: the selected turn's first. */
  edgeAt(ms) {
    const { starts, ends } = this.spans();
    const reach = EDGE_GRAB_PX * this.msPerPx;
    const [a, b] = visibleTurns(starts, ends, ms - reach, ms + reach);
    let best = null;
    for (let i = a; i < b; i++) {
      for (const [edge, at] of [['start', starts[i]], ['end', ends[i]]]) {
        const d = Math.abs(at - ms) - (i === this.selected ? reach : 0);
        if (Math.abs(at - ms) <= reach && (!best || d < best.d)) {
          best = { i, edge, d };
        }
      }
    }
    return best;
  }

  /** The caption edge within grabbing distance of a press on the captions' strip, if any (the dialogue a describer sees has none to move). */
  cueEdgeAt(event, ms) {
    const y = event.clientY - this.canvas.getBoundingClientRect().top;
    if (y < BAND - STRIP_GRAB_PX || y > BAND + CUE_STRIP + STRIP_GRAB_PX) {
      return null;
    }
    const reach = EDGE_GRAB_PX * this.msPerPx;
    let best = null;
    for (const cue of this.cues()) {
      if (cue.from && cue.to && cue.end >= ms - reach && cue.start <= ms + reach) { // a caption of typed words
        for (const [edge, at] of [['start', cue.start], ['end', cue.end]]) {
          const d = Math.abs(at - ms);
          if (d <= reach && (!best || d < best.d)) {
            best = { cue, edge, d };
          }
        }
      }
    }
    return best;
  }

  turnAt(ms) {
    const { starts, ends } = this.spans();
    const [a, b] = visibleTurns(starts, ends, ms, ms);
    for (let i = a; i < b; i++) {
      if (starts[i] <= ms && ms <= ends[i]) {
        return i;
      }
    }
    return -1;
  }

  listen() {
    const { canvas } = this;
    canvas.addEventListener('pointerdown', (event) => {
      const ms = this.msAt(event);
      const cueEdge = this.cueEdgeAt(event, ms);
      const edge = cueEdge ? null : this.edgeAt(ms);
      if (cueEdge) {
        this.drag = { ...cueEdge, at: undefined };
        canvas.setPointerCapture(event.pointerId);
      } else if (edge) {
        this.drag = { ...edge, at: undefined };
        this.select(edge.i);
        canvas.setPointerCapture(event.pointerId);
      } else {
        const i = this.turnAt(ms);
        if (i >= 0) {
          this.select(i);
        }
        this.seek(ms);
      }
    });
    canvas.addEventListener('pointermove', (event) => {
      const ms = this.msAt(event);
      if (this.drag) {
        const quiet = { at: (t) => this.levelAt(t), bucketMs: this.bucketMs };
        this.drag.at = snap(ms, this.boundaries(), SNAP_PX * this.msPerPx, quiet);
        this.invalidate();
      } else {
        canvas.style.cursor = this.cueEdgeAt(event, ms) || this.edgeAt(ms) ? 'ew-resize' : 'pointer';
      }
    });
    const finish = () => {
      const drag = this.drag;
      this.drag = null;
      if (drag?.at !== undefined && drag.cue) {
        this.moveCueEdgeTo(drag.cue, drag.edge, drag.at);
      } else if (drag?.at !== undefined) {
        this.moveEdgeTo(drag.i, drag.edge, drag.at);
      }
      this.invalidate();
    };
    canvas.addEventListener('pointerup', finish);
    canvas.addEventListener('pointercancel', () => { this.drag = null; this.invalidate(); });
    canvas.addEventListener('wheel', (event) => {
      event.preventDefault();
      if (event.ctrlKey || event.metaKey) {
        this.zoom(event.deltaY < 0 ? 1.25 : 0.8, this.msAt(event));
      } else {
        this.scrollBy((Math.abs(event.deltaX) > Math.abs(event.deltaY) ? event.deltaX : event.deltaY) * this.msPerPx);
      }
    }, { passive: false });
    canvas.addEventListener('keydown', (event) => {
      const span = this.width * this.msPerPx;
      let handled = true;
      if (event.key === 'ArrowLeft' && !event.altKey) {
        this.scrollBy(-span / 10);
      } else if (event.key === 'ArrowRight' && !event.altKey) {
        this.scrollBy(span / 10);
      } else if (event.key === '+' || event.key === '=') {
        this.zoom(1.5);
      } else if (event.key === '-') {
        this.zoom(1 / 1.5);
      } else if (event.key === 'Home') {
        this.scrollBy(-Infinity);
      } else {
        handled = false;
      }
      if (handled) {
        event.preventDefault();
      }
    });
  }
}
