package dev.parlance.screen;

import dev.parlance.speech.Recognition;
import dev.parlance.speech.SpeechRecognizer;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.vosk.RecognizerPool;
import dev.parlance.speech.vosk.VoskModelLoader;
import dev.parlance.speech.vosk.VoskSpeechRecognizer;

import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * On-screen text (run by bench/screen-text.sh): videos made with ffmpeg's drawtext, with known
 * titles and times, over a plain picture and over a real video of the evaluation set; each read as
 * the pipeline reads it. Prints per video the character accuracy of each title (1 - edit distance /
 * length, letters and digits compared case-insensitively, spaces collapsed), lines read that are
 * no title, and what reading costs next to recognizing speech of the same length.
 *
 * <pre>ScreenTextBench EVAL_DIR OUT_DIR</pre>
 */
public final class ScreenTextBench {
    private ScreenTextBench() {
    }

    /** A title drawn from {@code from} to {@code to} seconds, in a drawtext style. */
    record Title(String text, double from, double to, String style) {
    }

    record Case(String name, String picture, double seconds, List<Title> titles) {
    }

    public static void main(String[] args) throws Exception {
        Path eval = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        String bunny = eval.resolve("media/big_buck_bunny_small.mp4").toString();
        String plain = "fontsize=40:fontcolor=white:x=(w-tw)/2:y=80";
        String boxed = "fontsize=36:fontcolor=white:box=1:boxcolor=black@0.6:boxborderw=8:x=(w-tw)/2:y=40";
        String outlined = "fontsize=30:fontcolor=white:borderw=2:bordercolor=black:x=30:y=h-60";
        List<Case> cases = List.of(
                new Case("titles on a plain picture", "color", 12, List.of(
                        new Title("Quarterly results", 1, 5, plain),
                        new Title("Revenue up 12 percent", 6, 10.5, "fontsize=32:fontcolor=yellow:x=40:y=h-80"))),
                new Case("boxed and outlined titles over real video", bunny, 16, List.of(
                        new Title("Big Buck Bunny", 2, 7, boxed),
                        new Title("Chapter two: the meadow", 9, 14, outlined))),
                new Case("a lower third over real video", bunny, 12, List.of(
                        new Title("Dr Jane Smith, University of Leeds", 1, 8,
                                "fontsize=26:fontcolor=white:box=1:boxcolor=0x1a3c6e@0.85:boxborderw=10:x=24:y=h-70"))),
                new Case("real video without text", bunny, 16, List.of()),
                // Made after the rules above were settled, to check them on what they were not tuned on.
                new Case("a two-line slide, dark on light", "white", 10, List.of(
                        new Title("Week 3: Photosynthesis", 0.5, 9, "fontsize=34:fontcolor=0x202020:x=40:y=60"),
                        new Title("Light reactions happen in the thylakoid", 0.5, 9, "fontsize=24:fontcolor=0x303030:x=40:y=140"))),
                new Case("small subtitle-size text over real video", bunny, 10, List.of(
                        new Title("Filmed on location in Amsterdam", 1, 6,
                                "fontsize=20:fontcolor=white:borderw=1:bordercolor=black:x=(w-tw)/2:y=h-40"))),
                new Case("a yellow title over real video", bunny, 10, List.of(
                        new Title("Breaking news", 2, 8, "fontsize=44:fontcolor=yellow:borderw=2:bordercolor=black:x=40:y=40"))));
        MediaProbe probe = new MediaProbe(Duration.ofSeconds(30));
        OnScreenTextReader reader = new OnScreenTextReader();
        double mediaSeconds = 0;
        double readSeconds = 0;
        double accuracySum = 0;
        int titles = 0;
        int strays = 0;
        for (Case c : cases) {
            Path video = make(c, out);
            long started = System.nanoTime();
            OnScreenTextReader.Outcome outcome = reader.read(video, (MediaInfo) probe.probe(video));
            readSeconds += (System.nanoTime() - started) / 1e9;
            mediaSeconds += c.seconds();
            if (!(outcome instanceof OnScreenTextReader.Outcome.Read read)) {
                throw new IllegalStateException(c.name() + ": " + outcome);
            }
            System.out.printf(Locale.ROOT, "== %s (%.0f s)%n", c.name(), c.seconds());
            if (System.getenv("SCREEN_TEXT_FRAMES") != null) {
                printFrames(video, out);
            }
            List<ScreenText> unmatched = new ArrayList<>(read.lines());
            for (Title t : c.titles()) {
                ScreenText best = null;
                double accuracy = 0;
                for (ScreenText s : read.lines()) {
                    boolean overlaps = s.startMillis() < t.to() * 1000 && s.endMillis() > t.from() * 1000;
                    double a = accuracy(t.text(), s.text());
                    if (overlaps && a > accuracy) {
                        best = s;
                        accuracy = a;
                    }
                }
                unmatched.remove(best);
                accuracySum += accuracy;
                titles++;
                System.out.printf(Locale.ROOT, "  %-36s %5.1f%%  read %s%n", '"' + t.text() + '"', accuracy * 100,
                        best == null ? "nothing" : String.format(Locale.ROOT, "\"%s\" %.1f-%.1f s (shown %.1f-%.1f s)",
                                best.text(), best.startMillis() / 1000.0, best.endMillis() / 1000.0, t.from(), t.to()));
            }
            for (ScreenText s : unmatched) {
                System.out.printf(Locale.ROOT, "  read where no title is: \"%s\" %.1f-%.1f s%n", s.text(),
                        s.startMillis() / 1000.0, s.endMillis() / 1000.0);
            }
            strays += unmatched.size();
        }
        System.out.printf(Locale.ROOT, "character accuracy, mean of %d titles: %.1f%%; lines read where no title is: %d%n",
                titles, 100 * accuracySum / titles, strays);
        double recognitionSeconds = recognition(eval, out);
        double readPerSecond = readSeconds / mediaSeconds;
        System.out.printf(Locale.ROOT, "cost: reading the screen %.3f wall-s per media second (one tesseract thread, ffmpeg decoding), "
                        + "recognizing speech %.3f CPU-s per audio second: %.0f%% of recognition time%n",
                readPerSecond, recognitionSeconds, 100 * readPerSecond / recognitionSeconds);
    }

    /** Recognition CPU seconds per audio second on the evaluation set's speech, one recognizer. */
    public static double recognition(Path eval, Path out) throws Exception {
        VoskModelLoader model = new VoskModelLoader(out.resolve("models"), "vosk-model-en-us");
        double audio = 0;
        long cpu = 0;
        var thread = ManagementFactory.getThreadMXBean();
        try (var speech = Files.list(eval.resolve("speech"));
             RecognizerPool pool = new RecognizerPool(model::model, 1, Long.MAX_VALUE)) {
            VoskSpeechRecognizer recognizer = new VoskSpeechRecognizer(pool, "en");
            recognizer.recognize(InputStream.nullInputStream(), SpeechRecognizer.Listener.NONE); // loads the model
            for (Path wav : speech.filter(p -> p.toString().endsWith(".wav")).sorted().toList()) {
                try (InputStream in = Files.newInputStream(wav)) {
                    in.skipNBytes(44);
                    long before = thread.getCurrentThreadCpuTime();
                    Recognition heard = recognizer.recognize(in, SpeechRecognizer.Listener.NONE);
                    cpu += thread.getCurrentThreadCpuTime() - before;
                    audio += (Files.size(wav) - 44) / 32_000.0;
                    heard.words();
                }
            }
        }
        return cpu / 1e9 / audio;
    }

    /** What tesseract read on each frame, for looking into a miss. */
    private static void printFrames(Path video, Path out) throws Exception {
        Path folder = Files.createTempDirectory(out, "frames-");
        for (FrameText frame : TesseractOcr.read(ScreenFrames.sample(video, folder, Duration.ofMinutes(5)), folder, Duration.ofMinutes(5))) {
            System.out.printf(Locale.ROOT, "  frame %.1f s:%n", frame.atMillis() / 1000.0);
            for (List<FrameText.Word> line : frame.lines()) {
                StringBuilder words = new StringBuilder();
                line.forEach(w -> words.append(String.format(Locale.ROOT, " %s(%.0f)", w.text(), w.confidence())));
                System.out.println("    " + words);
            }
        }
    }

    static double accuracy(String truth, String read) {
        String t = normal(truth);
        String r = normal(read);
        return Math.max(0, 1 - (double) dev.parlance.captions.align.EditDistance.of(t, r) / t.length());
    }

    private static String normal(String text) {
        return text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} ]", "").replaceAll("\\s+", " ").strip();
    }

    private static Path make(Case c, Path out) throws Exception {
        Path video = out.resolve(c.name().replace(' ', '-') + ".mp4");
        List<String> draw = new ArrayList<>();
        for (Title t : c.titles()) {
            draw.add("drawtext=text='" + t.text().replace(":", "\\:").replace(",", "\\,") + "':" + t.style()
                    + ":enable='between(t," + t.from() + "," + t.to() + ")'");
        }
        String filter = "scale=640:360" + (draw.isEmpty() ? "" : "," + String.join(",", draw));
        List<String> command = new ArrayList<>(List.of("ffmpeg", "-nostdin", "-v", "error", "-y"));
        if (c.picture().equals("color") || c.picture().equals("white")) {
            String colour = c.picture().equals("color") ? "0x203040" : "0xf4f1e8";
            command.addAll(List.of("-f", "lavfi", "-i", "color=c=" + colour + ":s=640x360:r=25:d=" + c.seconds()));
        } else {
            command.addAll(List.of("-stream_loop", "-1", "-i", c.picture()));
        }
        command.addAll(List.of("-t", Double.toString(c.seconds()), "-vf", filter, "-an", "-c:v", "libx264",
                "-pix_fmt", "yuv420p", video.toString()));
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("ffmpeg failed for " + c.name());
        }
        return video;
    }
}
