// Measures the editor from inside the page for EditorBenchmarkBrowserTest; installed before any script of
// the page runs. Times are performance.now() milliseconds, counted from the start of the navigation.
(() => {
  const raf = window.requestAnimationFrame.bind(window);
  const probe = {
    /** When the editor said it is ready (main[data-ready]), and when the frame showing its text was done. */
    ready: null,
    textPainted: null,
    /** Main-thread tasks over 50 ms (the Long Tasks API). */
    longTasks: [],
    /** Each key: when the browser got it, and when the frame after its effect was done. */
    keys: [],
    /** Keys pressed before the first that landed in the text (typeAsSoonAsShown); null once one did. */
    tries: null,
    /** While recordFrames is set, each animation-frame callback: its own time and its frame's whole main-thread time. */
    recordFrames: false,
    frames: [],
    highlightMoved: false,
  };
  window.__editorProbe = probe;

  /** Calls back with the time right after the next frame was produced (style, layout and paint done). */
  const afterNextFrame = (callback) => raf(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback(performance.now());
    channel.port2.postMessage(null);
  });

  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      probe.longTasks.push({ start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'longtask', buffered: true });

  new MutationObserver((records, observer) => {
    if (records.some((r) => r.target.dataset?.ready === 'true')) {
      probe.ready = performance.now();
      afterNextFrame((t) => { probe.textPainted = t; });
      observer.disconnect();
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });

  // Capture on the window: before any listener of the page. The key's effect (the typed character)
  // is applied in the same task, so the next frame is the one that shows it.
  // Until a key lands in the text (typeAsSoonAsShown), the keys pressed before only count as tries, and
  // type nothing anywhere.
  window.addEventListener('keydown', (e) => {
    if (probe.tries !== null && !e.target.closest?.('.turn-text')) {
      probe.tries++;
      e.preventDefault();
      return;
    }
    probe.tries = null;
    const key = { key: e.key, down: e.timeStamp, painted: null };
    probe.keys.push(key);
    afterNextFrame((t) => { key.painted = t; });
  }, true);

  // The playhead is followed from requestAnimationFrame: time each callback and the frame it is in.
  const moves = new MutationObserver(() => { probe.highlightMoved = true; });
  window.requestAnimationFrame = (callback) => raf((timestamp) => {
    if (!probe.recordFrames) {
      callback(timestamp);
      return;
    }
    const start = performance.now();
    callback(timestamp);
    const frame = { script: performance.now() - start, total: null, moved: false };
    probe.frames.push(frame);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      frame.total = performance.now() - start;
      frame.moved = probe.highlightMoved;
      probe.highlightMoved = false;
    };
    channel.port2.postMessage(null);
  });
  /** Where the load's time went: the page's HTML, and the work API's answer with the transcript. */
  probe.loading = () => {
    const page = performance.getEntriesByType('navigation')[0];
    const calls = performance.getEntriesByType('resource').filter((e) => /\/work\/api\/items\/[^/]+$/.test(e.name));
    const api = calls[0];
    return {
      apiCalls: calls.length,
      html: page.responseEnd, apiSent: api?.startTime, apiFirstByte: api?.responseStart, apiReceived: api?.responseEnd,
      apiBytes: api?.encodedBodySize,
      // The page's modules come from the server too: the last one in is when the editor can start.
      modulesReceived: Math.max(...performance.getEntriesByType('resource').filter((e) => /\.js$/.test(e.name)).map((e) => e.responseEnd)),
    };
  };
  /** Resolves once the text is on screen, with the caret put before the first word. */
  /** Keys pressed from now on are tries until the caret is in the text (put there once it shows) and one lands. */
  probe.typeAsSoonAsShown = () => {
    probe.tries = 0;
    probe.caretInFirstWordOnceShown();
  };
  probe.caretInFirstWordOnceShown = () => new Promise((resolve) => {
    const wait = () => {
      if (probe.textPainted === null) {
        setTimeout(wait, 2);
        return;
      }
      const span = document.querySelector('.turn-text .w');
      span.closest('.turn-text').focus();
      const range = document.createRange();
      range.setStart(span.firstChild, 0);
      range.collapse(true);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      resolve();
    };
    wait();
  });
  probe.startFrames = () => {
    probe.frames = [];
    probe.recordFrames = true;
    moves.observe(document.getElementById('turns'), { subtree: true, attributes: true, attributeFilter: ['class'] });
  };
  probe.stopFrames = () => {
    probe.recordFrames = false;
    moves.disconnect();
  };
})();
