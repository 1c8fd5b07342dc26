package dev.parlance.web.work;

import com.microsoft.playwright.Browser;
import com.microsoft.playwright.BrowserContext;
import com.microsoft.playwright.Page;
import com.microsoft.playwright.options.WaitUntilState;
import dev.parlance.account.Role;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.support.ScriptedTranscriber;
import dev.parlance.support.SharedBrowser;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.annotation.Import;
import org.springframework.jdbc.core.simple.JdbcClient;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.node.ArrayNode;
import tools.jackson.databind.node.ObjectNode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The editor on a three-hour transcript in headless Chromium ({@code bench/editor.sh}): how long from
 * the start of the navigation until the text is on screen and a key typed into it shows, the long
 * tasks on the way, the delay from a keystroke to the frame showing it, and the main-thread cost of
 * each frame while the playhead is followed. Figures only, no assertion on them (tag {@code bench}).
 *
 * <p>The job is real but for the recognizer: three hours of ffmpeg-made audio (Ogg Opus, the mp3
 * flavour made by the real transcoder before measuring), and {@link ScriptedTranscriber} hearing
 * about 30,000 words in it, sentences of twelve words with pauses, confidences mostly 1 with a
 * doubtful share, so the machine pass builds the ElementList, speaker turns and word confidences as
 * for real speech. Each run is a fresh browser context (empty cache) signed in as the transcriber
 * holding the edit pass; the page measures itself ({@code editor-probe.js}). Runs with the machine's
 * text (the previous run's typing, saved as a draft, removed first), then with a saved draft (which
 * the server aligns on every load).
 */
@Tag("bench")
@Tag("no-database")
@Import(ScriptedTranscriber.Config.class)
class EditorBenchmarkBrowserTest extends WorkApiTestSupport {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final int RUNS = Integer.getInteger("parlance.bench.runs", 5);
    /**
     * A file name for a Chromium trace of each page load, numbered in order ({@code trace.json}: {@code
     * trace-1.json}, ...; the machine's text first, then the drafts): open one in DevTools' Performance panel.
     */
    private static final String PROFILE = System.getProperty("parlance.bench.profile");
    private int traces;
    private static final long MEDIA_MILLIS = 3 * 3600 * 1000;
    /** The scripted speech: a sentence of twelve words every 4.28 s (words 220 ms, 290 ms apart): 30,280 words in 3 h. */
    private static final long SENTENCE_MILLIS = 4_280;
    private static final int SENTENCE_WORDS = 12;
    private static final long WORD_STEP_MILLIS = 290;
    private static final long WORD_MILLIS = 220;
    private static final String[] VOCABULARY = ("the of and to a in that is was he for it with as his on be at by this had not are"
            + " but from or have an they which one you were her all she there would their we him been has when who will more no"
            + " if out so said what up its about into than them can only other new some could time these two may then do first"
            + " any my now such like our over man me even most made after also did many before must through back years where"
            + " much your way well down should because each just those people how too little state good very make world"
            + " university lecture chemistry molecule reaction professor students semester experiment").split(" ");

    @Autowired
    ScriptedTranscriber speech;
    @Autowired
    JdbcClient jdbc;

    private final Path out = Path.of(System.getProperty("parlance.bench.out", "target/bench-editor.txt"));
    private final StringBuilder report = new StringBuilder();

    @Test
    void editorOnAThreeHourTranscript() throws Exception {
        Path dir = Files.createTempDirectory("parlance-editor-bench-");
        Path audio = threeHoursOfAudio(dir);
        speech.answer(EditorBenchmarkBrowserTest::scriptedSpeech);
        Customer customer = newCustomer();
        String job = api.get("/api/job/new", "v", "1", "api_token", customer.token(), "job_name", "Editor bench, 3 h").ok()
                .path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + customer.token() + "&job_id=" + job, "audio/ogg",
                Files.readAllBytes(audio)).ok();
        api.get("/api/job/perform_transcription", "v", "1", "api_token", customer.token(), "job_id", job,
                "transcription_fidelity", "PREMIUM").ok();
        awaitStatus(customer, job, "Reviewing");
        Worker transcriber = newWorker(Role.TRANSCRIBER);
        String item = transcriber.itemOf(job);
        transcriber.post("/work/api/items/" + item + "/claim").ok();
        JsonNode loaded = awaitMp3(transcriber, item);
        int words = WorkPassesApiTest.words(loaded).size();
        long doubtful = WorkPassesApiTest.words(loaded).stream()
                .filter(w -> w.path("confidence").isNumber() && w.path("confidence").asDouble() < 1).count();
        line("== the editor on a 3-hour transcript, headless Chromium (%s), %d cores, load %s", SharedBrowser.get().version(),
                Runtime.getRuntime().availableProcessors(), Files.readString(Path.of("/proc/loadavg")).trim());
        line("transcript: %d words in %d turns (%d below confidence 1), media %s (%d KB)", words, loaded.path("turns").size(),
                doubtful, loaded.path("media").path("contentType").asString(), Files.size(audio) / 1024);

        // The waveform: three hours of peaks computed on the first ask (decoded from the stored upload), then read.
        long t0 = System.nanoTime();
        int firstBytes = transcriber.get("/work/api/items/" + item + "/waveform?from=0&to=3600000").bytes().length;
        double computeMs = (System.nanoTime() - t0) / 1e6;
        t0 = System.nanoTime();
        transcriber.get("/work/api/items/" + item + "/waveform?from=3600000&to=7200000");
        double readMs = (System.nanoTime() - t0) / 1e6;
        line("waveform peaks of 3 h: computed and first hour served in %.0f ms (%d KB); another hour read in %.0f ms",
                computeMs, firstBytes / 1024, readMs);

        String session = signedInSession(transcriber);
        String probe = probeScript();
        List<Run> machine = new ArrayList<>();
        List<Run> withDraft = new ArrayList<>();
        String draft = draftOf(loaded);
        for (int i = 0; i < RUNS + 1; i++) {
            // The first run of each kind warms the server (and the JIT) and is not counted.
            jdbc.sql("delete from work_drafts where item_id = ?").param(item).update();
            transcriber.post("/work/api/items/" + item + "/heartbeat").ok();
            Run run = run(session, probe, item);
            if (i > 0) {
                machine.add(run);
            }
        }
        for (int i = 0; i < RUNS + 1; i++) {
            transcriber.put("/work/api/items/" + item + "/draft", draft).ok();
            Run run = run(session, probe, item);
            if (i > 0) {
                withDraft.add(run);
            }
        }
        summarise("the machine's text", machine);
        summarise("with a saved draft (aligned on load)", withDraft);
        jdbc.sql("delete from work_drafts where item_id = ?").param(item).update();
        workstation(session, probe, item);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, report.toString());
        deleteTree(dir);
    }

    /** What one page load measured (ms since the navigation started, or durations in ms). */
    record Run(int apiCalls, double html, double apiSent, double apiFirstByte, double apiReceived, long apiBytes,
               double modulesReceived, double ready, double textPainted, double firstKeyPainted, double firstKeyLatency, int longTasks,
               double longTaskTotal, double longTaskMax, List<Double> typing, List<Double> frameTotals,
               List<Double> moveFrameTotals, List<Double> frameScripts, double playedSeconds) {
    }

    private Run run(String session, String probe, String item) {
        awaitQuietServer();
        BrowserContext context = SharedBrowser.get().newContext(new Browser.NewContextOptions()
                .setBaseURL("http://localhost:" + port).setViewportSize(1280, 800).setStorageState(session));
        try {
            context.addInitScript(probe);
            Page page = context.newPage();
            if (PROFILE != null) {
                SharedBrowser.get().startTracing(page, new Browser.StartTracingOptions()
                        .setPath(Path.of(PROFILE.replaceFirst("(\\.json)?$", "-" + ++traces + ".json"))));
            }
            page.navigate("/work/items/" + item, new Page.NavigateOptions().setWaitUntil(WaitUntilState.COMMIT));
            Page.WaitForFunctionOptions poll = new Page.WaitForFunctionOptions().setPollingInterval(5).setTimeout(60_000);
            // The first key, as soon as the text shows: the page puts the caret before the first word when it
            // shows, and a letter is pressed again and again until one lands there (as a person typing at
            // once would). Waiting for the text to show and then pressing one key put Playwright's round trips
            // (200-450 ms on two busy cores) into the figure: no person's delay, the harness's.
            page.evaluate("() => { window.__editorProbe.typeAsSoonAsShown(); }");
            long tryUntil = System.nanoTime() + 60_000_000_000L;
            do {
                page.keyboard().press("x");
            } while (page.evaluate("() => window.__editorProbe.tries") != null && System.nanoTime() < tryUntil);
            page.waitForFunction("() => window.__editorProbe.keys.every(k => k.painted !== null)", null, poll);
            page.waitForTimeout(2_000); // what else the page does after showing the text (long tasks)
            if (PROFILE != null) {
                SharedBrowser.get().stopTracing();
            }

            // Typing in the middle of the transcript, at about 15 keys a second.
            page.evaluate("() => { const texts = document.querySelectorAll('.turn-text'); const text = texts[texts.length >> 1];"
                    + " const span = text.querySelectorAll('.w')[4]; span.scrollIntoView({block: 'center'}); text.focus();"
                    + " const r = document.createRange(); r.setStart(span.firstChild, span.firstChild.length); r.collapse(true);"
                    + " const s = getSelection(); s.removeAllRanges(); s.addRange(r); }");
            page.keyboard().type(" and then the students said", new com.microsoft.playwright.Keyboard.TypeOptions().setDelay(60));
            for (int i = 0; i < 8; i++) {
                page.keyboard().press("Backspace");
                page.waitForTimeout(60);
            }
            page.waitForFunction("() => window.__editorProbe.keys.every(k => k.painted !== null)", null, poll);

            // The playhead at 1:30:00, playing at double speed, the focus on the Play button (so the page scrolls along).
            page.evaluate("() => new Promise(done => { const m = document.querySelector('.media');"
                    + " m.addEventListener('seeked', done, {once: true}); m.currentTime = 5400; })");
            page.evaluate("() => document.getElementById('play').focus()");
            for (int i = 0; i < 3; i++) {
                page.keyboard().press("Alt+ArrowUp");
            }
            page.evaluate("() => window.__editorProbe.startFrames()");
            page.keyboard().press("Escape");
            page.waitForTimeout(4_000);
            page.keyboard().press("Escape");
            page.evaluate("() => window.__editorProbe.stopFrames()");
            double played = ((Number) page.evaluate("() => document.querySelector('.media').currentTime")).doubleValue() - 5400;

            JsonNode p = JSON.readTree((String) page.evaluate("() => JSON.stringify(window.__editorProbe)"));
            JsonNode loading = JSON.readTree((String) page.evaluate("() => JSON.stringify(window.__editorProbe.loading())"));
            List<JsonNode> keys = new ArrayList<>();
            p.path("keys").forEach(keys::add);
            JsonNode first = keys.getFirst();
            List<Double> typing = keys.stream().skip(1).filter(k -> k.path("key").asString().length() == 1
                            || k.path("key").asString().equals("Backspace"))
                    .map(k -> k.path("painted").asDouble() - k.path("down").asDouble()).toList();
            double loadEnd = first.path("painted").asDouble() + 2_000;
            List<JsonNode> longTasks = new ArrayList<>();
            p.path("longTasks").forEach(t -> {
                if (t.path("start").asDouble() < loadEnd) {
                    longTasks.add(t);
                }
            });
            List<Double> totals = new ArrayList<>();
            List<Double> moved = new ArrayList<>();
            List<Double> scripts = new ArrayList<>();
            p.path("frames").forEach(f -> {
                if (f.path("total").isNumber()) {
                    totals.add(f.path("total").asDouble());
                    scripts.add(f.path("script").asDouble());
                    if (f.path("moved").asBoolean()) {
                        moved.add(f.path("total").asDouble());
                    }
                }
            });
            return new Run(loading.path("apiCalls").asInt(), loading.path("html").asDouble(), loading.path("apiSent").asDouble(),
                    loading.path("apiFirstByte").asDouble(), loading.path("apiReceived").asDouble(),
                    loading.path("apiBytes").asLong(), loading.path("modulesReceived").asDouble(), p.path("ready").asDouble(), p.path("textPainted").asDouble(), first.path("painted").asDouble(),
                    first.path("painted").asDouble() - first.path("down").asDouble(), longTasks.size(),
                    longTasks.stream().mapToDouble(t -> t.path("duration").asDouble()).sum(),
                    longTasks.stream().mapToDouble(t -> t.path("duration").asDouble()).max().orElse(0),
                    typing, totals, moved, scripts, played);
        } finally {
            context.close();
        }
    }

    /**
     * The caption workstation on the same transcript (issue 27): the timeline's first waveform drawn,
     * scrolling it (frame intervals while a wheel event comes every frame), a replace-all of about 500
     * occurrences, and timing edits saved (Alt+] then Ctrl+S: keydown to "Draft saved"; the first of a session,
     * which sends the whole text, apart from the rest, which send the turns changed since).
     */
    @SuppressWarnings("unchecked")
    private void workstation(String session, String probe, String item) {
        List<Double> firstDrawn = new ArrayList<>();
        List<Double> sinceAsked = new ArrayList<>();
        List<Double> intervals = new ArrayList<>();
        List<Double> replaceMs = new ArrayList<>();
        List<Double> replacePaintMs = new ArrayList<>();
        List<Double> saves = new ArrayList<>();
        List<Double> firstSaves = new ArrayList<>();
        String replaced = "";
        for (int run = 0; run < RUNS + 1; run++) {
            jdbc.sql("delete from work_drafts where item_id = ?").param(item).update();
            awaitQuietServer();
            BrowserContext context = SharedBrowser.get().newContext(new Browser.NewContextOptions()
                    .setBaseURL("http://localhost:" + port).setViewportSize(1280, 800).setStorageState(session));
            try {
                context.addInitScript(probe);
                Page page = context.newPage();
                page.navigate("/work/items/" + item);
                page.waitForFunction("() => document.querySelector('#timeline[data-first-wave-ms]')", null,
                        new Page.WaitForFunctionOptions().setTimeout(60_000));
                var drawn = (java.util.Map<String, Object>) page.evaluate("() => { const c = document.getElementById('timeline');"
                        + " const r = performance.getEntriesByType('resource').find(e => e.name.includes('/waveform'));"
                        + " return { drawn: Number(c.dataset.firstWaveMs), asked: r ? r.startTime : NaN }; }");
                double drawnAt = ((Number) drawn.get("drawn")).doubleValue();
                // The rest of the load (the turns added while idle, the first caption preview) over before scrolling.
                page.waitForFunction("() => !document.getElementById('preview-status').textContent.startsWith('Laying out')",
                        null, new Page.WaitForFunctionOptions().setTimeout(60_000));
                page.waitForTimeout(2_000);
                // Scrolling: a wheel event every frame for 3 s, zoomed in (10 s in view) and zoomed out (the whole 3 h).
                List<Object> gaps = (List<Object>) page.evaluate("""
                        async () => {
                          const canvas = document.getElementById('timeline');
                          const gaps = [];
                          for (const zoom of ['in', 'out']) {
                            const button = document.getElementById(zoom === 'in' ? 'zoom-in' : 'zoom-out');
                            for (let i = 0; i < 12; i++) button.click();
                            await new Promise(r => requestAnimationFrame(r));
                            let last = performance.now();
                            const end = last + 3000;
                            await new Promise(done => {
                              const step = (now) => {
                                gaps.push(now - last);
                                last = now;
                                canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: 60, bubbles: true, cancelable: true }));
                                if (now < end) requestAnimationFrame(step); else done();
                              };
                              requestAnimationFrame(step);
                            });
                          }
                          return gaps.slice(1);
                        }""");
                // Replace-all: the search among a few that comes nearest 500 matches.
                var replace = (java.util.Map<String, Object>) page.evaluate("""
                        async () => {
                          const text = Array.from(document.querySelectorAll('.turn-text'), t => t.textContent).join(' ');
                          const count = (q) => text.split(q).length - 1;
                          const query = ['university', 'lecture', 'chemistry', 'molecule', 'the', 'and', 'of', 'students', 'people']
                            .map(q => [q, count(q)]).sort((a, b) => Math.abs(a[1] - 500) - Math.abs(b[1] - 500))[0];
                          document.getElementById('find-open').click();
                          document.getElementById('find-text').value = query[0];
                          document.getElementById('replace-text').value = 'zebra';
                          const t0 = performance.now();
                          document.getElementById('replace-all').click();
                          await new Promise(r => requestAnimationFrame(() => setTimeout(r, 0)));
                          return { query: query[0], count: query[1], ms: Number(document.getElementById('main').dataset.replaceMs),
                                   painted: performance.now() - t0, said: document.getElementById('find-said').textContent };
                        }""");
                // Timing edits saved: the caret in a turn, Alt+] then Ctrl+S, keydown to the status saying it is saved.
                page.evaluate("() => { const t = document.querySelectorAll('.turn-text')[40]; t.focus();"
                        + " const r = document.createRange(); r.setStart(t, 0); r.collapse(true);"
                        + " getSelection().removeAllRanges(); getSelection().addRange(r); }");
                List<Double> runSaves = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    page.evaluate("() => { window.__saveStart = null; window.__saveDone = null;"
                            + " const status = document.getElementById('save-status');"
                            + " new MutationObserver((m, o) => { if (status.textContent.startsWith('Draft saved')) {"
                            + " window.__saveDone = performance.now(); o.disconnect(); } }).observe(status, {childList: true, characterData: true, subtree: true});"
                            + " const down = e => { if (e.code === 'KeyS') { window.__saveStart = performance.now();"
                            + " document.removeEventListener('keydown', down, true); } }; document.addEventListener('keydown', down, true); }");
                    page.keyboard().press(i % 2 == 0 ? "Alt+BracketRight" : "Alt+BracketLeft");
                    page.keyboard().press("Control+s");
                    page.waitForFunction("() => window.__saveDone !== null");
                    runSaves.add(((Number) page.evaluate("() => window.__saveDone - window.__saveStart")).doubleValue());
                }
                if (run > 0) {
                    firstDrawn.add(drawnAt);
                    sinceAsked.add(drawnAt - ((Number) drawn.get("asked")).doubleValue());
                    gaps.forEach(g -> intervals.add(((Number) g).doubleValue()));
                    replaceMs.add(((Number) replace.get("ms")).doubleValue());
                    replacePaintMs.add(((Number) replace.get("painted")).doubleValue());
                    // The session's first save sends the whole text (no draft was saved); the others what changed.
                    firstSaves.add(runSaves.getFirst());
                    saves.addAll(runSaves.subList(1, runSaves.size()));
                    replaced = replace.get("query") + ": " + replace.get("said");
                }
            } finally {
                context.close();
            }
        }
        line("-- the caption workstation: %d runs (a fresh browser context each, after one not counted)", RUNS);
        stat("timeline's first waveform drawn", firstDrawn);
        stat("  from asking for its peaks", sinceAsked);
        stat("scrolling the timeline: frame interval", intervals);
        line("%-40s %d of %d", "  frames over 50 ms", intervals.stream().filter(g -> g > 50).count(), intervals.size());
        line("%-40s %s", "replace-all", replaced);
        stat("  replace-all, script", replaceMs);
        stat("  replace-all, to the next frame", replacePaintMs);
        stat("first save of a session (whole text)", firstSaves);
        stat("timing edit saved (Ctrl+S to saved)", saves);
        double[] sorted = saves.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        if (sorted.length > 0) {
            line("%-40s p99 %7.1f ms", "", rank(sorted, 0.99));
        }
    }

    private void summarise(String what, List<Run> runs) {
        line("-- %s: %d runs (a fresh browser context each, after one not counted)", what, runs.size());
        stat("page's HTML received", runs.stream().map(Run::html).toList());
        stat("transcript asked for (module running)", runs.stream().map(Run::apiSent).toList());
        stat("transcript's first byte", runs.stream().map(Run::apiFirstByte).toList());
        stat("transcript received", runs.stream().map(Run::apiReceived).toList());
        line("%-40s %s", "  its size (KB, as sent)", runs.stream().map(r -> r.apiBytes() / 1024).toList());
        line("%-40s %s", "  requests for it (1: preload used, no 2nd)", runs.stream().map(Run::apiCalls).toList());
        stat("its modules received (the last)", runs.stream().map(Run::modulesReceived).toList());
        stat("editor ready (text in the page)", runs.stream().map(Run::ready).toList());
        stat("text painted", runs.stream().map(Run::textPainted).toList());
        stat("first key typed shows (interactive)", runs.stream().map(Run::firstKeyPainted).toList());
        stat("  that key: keydown to paint", runs.stream().map(Run::firstKeyLatency).toList());
        line("%-40s %s", "long tasks until 2 s after: count", runs.stream().map(Run::longTasks).toList());
        stat("long tasks until 2 s after: total", runs.stream().map(Run::longTaskTotal).toList());
        stat("long tasks until 2 s after: longest", runs.stream().map(Run::longTaskMax).toList());
        stat("typing mid-text: keydown to paint", flat(runs, Run::typing));
        stat("playhead frame, main thread (all)", flat(runs, Run::frameTotals));
        stat("playhead frame, highlight moved", flat(runs, Run::moveFrameTotals));
        stat("playhead frame, script only", flat(runs, Run::frameScripts));
        line("media played per run (s, at 2x for 4 s): %s", runs.stream().map(r -> String.format(Locale.ROOT, "%.1f",
                r.playedSeconds())).toList());
    }

    private static List<Double> flat(List<Run> runs, Function<Run, List<Double>> values) {
        return runs.stream().flatMap(r -> values.apply(r).stream()).toList();
    }

    private void stat(String what, List<Double> values) {
        if (values.isEmpty()) {
            line("%-40s none", what);
            return;
        }
        double[] sorted = values.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        line("%-40s n=%-4d p50 %7.1f ms  p95 %7.1f ms  max %7.1f ms", what, sorted.length, rank(sorted, 0.5),
                rank(sorted, 0.95), sorted[sorted.length - 1]);
    }

    /** Nearest-rank percentile. */
    private static double rank(double[] sorted, double share) {
        return sorted[Math.max(0, (int) Math.ceil(sorted.length * share) - 1)];
    }

    private void line(String format, Object... args) {
        String text = String.format(Locale.ROOT, format, args);
        System.out.println(text);
        report.append(text).append('\n');
    }

    /** A word every 290 ms in sentences of twelve, the same words wherever a stretch is asked for (sections overlap). */
    private static DecodeResult<Recognition> scriptedSpeech(ScriptedTranscriber.Stretch stretch,
                                                            dev.parlance.speech.SpeechRecognizer.Listener listener) {
        List<RecognizedWord> words = new ArrayList<>();
        long end = Math.min(stretch.endMillis(), MEDIA_MILLIS);
        for (long sentence = stretch.startMillis() / SENTENCE_MILLIS; sentence * SENTENCE_MILLIS < end; sentence++) {
            for (int i = 0; i < SENTENCE_WORDS; i++) {
                long start = sentence * SENTENCE_MILLIS + i * WORD_STEP_MILLIS;
                if (start >= stretch.startMillis() && start + WORD_MILLIS <= end) {
                    long n = sentence * SENTENCE_WORDS + i;
                    long hash = (n * 0x9E3779B97F4A7C15L) >>> 33;
                    double confidence = hash % 100 < 85 ? 1.0 : 0.3 + (hash % 70) / 100.0;
                    words.add(new RecognizedWord(VOCABULARY[(int) (hash % VOCABULARY.length)], start, start + WORD_MILLIS, confidence));
                }
            }
        }
        return new DecodeResult.Decoded<>(new Recognition(words, stretch.startMillis(), end), 0);
    }

    /** Three hours of a hum in pink noise, Ogg Opus at 12 kb/s: a minute encoded once, copied 180 times. */
    private static Path threeHoursOfAudio(Path dir) throws IOException, InterruptedException {
        Path minute = dir.resolve("minute.opus");
        Path hours = dir.resolve("three-hours.opus");
        ffmpeg("-f", "lavfi", "-i", "sine=frequency=180:sample_rate=16000:duration=60", "-f", "lavfi", "-i",
                "anoisesrc=color=pink:sample_rate=16000:amplitude=0.02:duration=60", "-filter_complex", "[0][1]amix=inputs=2",
                "-ac", "1", "-c:a", "libopus", "-b:a", "12k", "-application", "voip", minute.toString());
        ffmpeg("-stream_loop", "179", "-i", minute.toString(), "-c", "copy", hours.toString());
        return hours;
    }

    private static void ffmpeg(String... args) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("ffmpeg", "-nostdin", "-loglevel", "error", "-y"));
        command.addAll(Arrays.asList(args));
        Process process = new ProcessBuilder(command).inheritIO().start();
        if (!process.waitFor(5, TimeUnit.MINUTES) || process.exitValue() != 0) {
            throw new IOException("ffmpeg failed: " + command);
        }
    }

    /** Loads the item until the editor's media is the mp3 flavour (queued by the first load), so no encode runs while measuring. */
    private static JsonNode awaitMp3(Worker transcriber, String item) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(15));
        while (true) {
            JsonNode loaded = transcriber.get("/work/api/items/" + item).ok();
            if (loaded.path("media").path("contentType").asString().equals("audio/mpeg") || Instant.now().isAfter(deadline)) {
                return loaded;
            }
            transcriber.post("/work/api/items/" + item + "/heartbeat").ok();
            Thread.sleep(2_000);
        }
    }

    /** The storage state (session and CSRF cookies) of a browser signed in as the transcriber through the form. */
    private String signedInSession(Worker transcriber) {
        BrowserContext context = SharedBrowser.get().newContext(new Browser.NewContextOptions().setBaseURL("http://localhost:" + port));
        try {
            Page page = context.newPage();
            page.navigate("/");
            page.getByLabel("Username").fill(transcriber.username());
            page.getByLabel("Password").fill(MEMBER_PASSWORD);
            page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON,
                    new Page.GetByRoleOptions().setName("Sign in")).click();
            page.getByRole(com.microsoft.playwright.options.AriaRole.BUTTON,
                    new Page.GetByRoleOptions().setName("Sign out")).waitFor();
            return context.storageState();
        } finally {
            context.close();
        }
    }

    /** The loaded text with every hundredth word changed, as a draft body. */
    private static String draftOf(JsonNode loaded) {
        ObjectNode body = JSON.createObjectNode();
        ArrayNode turns = body.putArray("turns");
        int n = 0;
        for (JsonNode turn : loaded.path("turns")) {
            List<String> words = new ArrayList<>();
            for (JsonNode w : WorkApiTestSupport.wordsOf(turn)) {
                words.add(n++ % 100 == 50 ? "changed" : w.path("text").asString());
            }
            turns.addObject().put("speaker", (String) null).put("text", String.join(" ", words));
        }
        return body.toString();
    }

    /**
     * Waits (30 s at most) until this JVM, which runs the server, uses under a tenth of a core over
     * half a second. The previous run's page asked for a caption preview of the whole text (seconds of
     * processor time) shortly before it was closed; measured without this, the next load shared the
     * two cores with it, and its transcript's first byte came 0.4 to 1.4 s after asking.
     */
    private static void awaitQuietServer() {
        var os = (com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory.getOperatingSystemMXBean();
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        try {
            while (System.nanoTime() < until) {
                long cpu = os.getProcessCpuTime();
                long wall = System.nanoTime();
                Thread.sleep(500);
                if (os.getProcessCpuTime() - cpu < (System.nanoTime() - wall) / 10) {
                    return;
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static String probeScript() throws IOException {
        try (InputStream in = EditorBenchmarkBrowserTest.class.getResourceAsStream("editor-probe.js")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}
