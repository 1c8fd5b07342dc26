package dev.parlance.description;

import dev.parlance.captions.model.ElementList;
import dev.parlance.elementlist.ElementListBuilder;
import dev.parlance.screen.OnScreenTextReader;
import dev.parlance.screen.ScreenText;
import dev.parlance.screen.ScreenTextBench;
import dev.parlance.speech.media.MediaInfo;
import dev.parlance.speech.media.MediaProbe;
import dev.parlance.speech.sounds.SoundEvent;
import dev.parlance.speech.sounds.SoundEvents;
import dev.parlance.speech.sounds.SoundFeatures;

import java.io.BufferedInputStream;
import java.io.InputStream;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The machine's audio-description draft of long videos (run by bench/description-draft.sh), against
 * recognizing their speech, in one run: what the draft adds to a machine pass. Two videos made with
 * ffmpeg, each with the evaluation set's speech looped under it: a lecture (a slide a minute, its
 * title shown for 20 s; {@code LECTURE_MINUTES}, 60 by default) and busy animation (the evaluation
 * set's Big Buck Bunny clip looped; {@code BUSY_MINUTES}, 10). For each: the on-screen text read as
 * the pipeline reads it, the scene changes found as the describer's editor finds them, the sound
 * events computed from the decoded audio (the decode itself is the recognizer's, shared), and the
 * draft placed; then the sum against the recognizer's CPU time for the same length (one recognizer,
 * measured on the evaluation set's speech in this run), with the processes' wall time and, like
 * for like, their CPU time (the children's, from /proc; clock ticks of 1/100 s, Linux's USER_HZ).
 *
 * <pre>DescriptionDraftBench EVAL_DIR OUT_DIR</pre>
 */
public final class DescriptionDraftBench {
    private DescriptionDraftBench() {
    }

    public static void main(String[] args) throws Exception {
        Path eval = Path.of(args[0]);
        Path out = Path.of(args[1]);
        Files.createDirectories(out);
        int lectureMinutes = Integer.parseInt(System.getenv().getOrDefault("LECTURE_MINUTES", "60"));
        int busyMinutes = Integer.parseInt(System.getenv().getOrDefault("BUSY_MINUTES", "10"));
        Path speech = speech(eval, out);
        double recognitionPerSecond = ScreenTextBench.recognition(eval, out);
        System.out.printf(Locale.ROOT, "recognition: %.3f CPU-s per audio second (one recognizer)%n", recognitionPerSecond);
        Path lecture = run(out, "lecture.mp4", lectureMinutes, speech, List.of("-f", "lavfi", "-i",
                "color=c=0x203040:s=1280x720:r=25:d=" + lectureMinutes * 60),
                "[0:v]drawtext=text='Part %{eif\\:trunc(t/60)+1\\:d}\\: results and methods':fontsize=56:fontcolor=white"
                        + ":x=(w-tw)/2:y=120:enable='lt(mod(t\\,60)\\,20)'[v]");
        report("lecture, a titled slide a minute", lecture, lectureMinutes, recognitionPerSecond, out);
        Path busy = run(out, "busy.mp4", busyMinutes, speech, List.of("-stream_loop", "-1", "-i",
                eval.resolve("media/big_buck_bunny_small.mp4").toString()), "[0:v]scale=1280:720,fps=25[v]");
        report("busy animation, no text", busy, busyMinutes, recognitionPerSecond, out);
    }

    private static void report(String name, Path video, int minutes, double recognitionPerSecond, Path out) throws Exception {
        double seconds = minutes * 60.0;
        MediaInfo info = (MediaInfo) new MediaProbe(Duration.ofSeconds(30)).probe(video);
        long t0 = System.nanoTime();
        double c0 = childrenCpuSeconds();
        OnScreenTextReader.Outcome read = new OnScreenTextReader().read(video, info);
        double ocr = (System.nanoTime() - t0) / 1e9;
        double ocrCpu = childrenCpuSeconds() - c0;
        List<ScreenText> screen = read instanceof OnScreenTextReader.Outcome.Read r ? r.lines() : List.of();
        Path folder = Files.createTempDirectory(out, "scenes-");
        t0 = System.nanoTime();
        c0 = childrenCpuSeconds();
        int scenes = SceneChanges.sample(video, folder).size();
        double sceneSeconds = (System.nanoTime() - t0) / 1e9;
        double sceneCpu = childrenCpuSeconds() - c0;
        double[] soundCpu = new double[1];
        List<SoundEvent> sounds = sounds(video, soundCpu);
        t0 = System.nanoTime();
        ElementList none = new ElementList(ElementListBuilder.VERSION, 0, Math.round(seconds * 1000), "en", List.of(),
                List.of(), null, null);
        int drafted = DescriptionDraft.of(none, sounds, screen, Math.round(seconds * 1000), 1500).segments().size();
        double draft = (System.nanoTime() - t0) / 1e9;
        double recognition = recognitionPerSecond * seconds;
        double total = ocr + sceneSeconds + soundCpu[0] + draft;
        double totalCpu = ocrCpu + sceneCpu + soundCpu[0] + draft;
        System.out.printf(Locale.ROOT, "== %s: %d min of 1280x720 video%n", name, minutes);
        System.out.printf(Locale.ROOT, "  on-screen text   %7.1f s wall %7.1f s CPU  (%d lines read)%n", ocr, ocrCpu, screen.size());
        System.out.printf(Locale.ROOT, "  scene changes    %7.1f s wall %7.1f s CPU  (%d found)%n", sceneSeconds, sceneCpu, scenes);
        // The bench gives the draft no words: speech counts as sound here, so the counts only show work was done.
        System.out.printf(Locale.ROOT, "  sound events     %7.1f s CPU   (%d, speech included: no words given)%n", soundCpu[0], sounds.size());
        System.out.printf(Locale.ROOT, "  draft placed     %7.3f s       (%d descriptions)%n", draft, drafted);
        System.out.printf(Locale.ROOT, "  the draft: %.1f s against %.1f s of recognition: %.1f%% (without on-screen text: %.1f%%)%n",
                total, recognition, 100 * total / recognition, 100 * (total - ocr) / recognition);
        System.out.printf(Locale.ROOT, "  the draft's CPU: %.1f s against %.1f s of recognition: %.1f%%%n",
                totalCpu, recognition, 100 * totalCpu / recognition);
    }

    /** CPU seconds of this JVM's finished child processes (ffmpeg, tesseract): /proc/self/stat's cutime and cstime. */
    private static double childrenCpuSeconds() throws java.io.IOException {
        String stat = Files.readString(Path.of("/proc/self/stat"));
        String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        // Fields after the command name start at the third (state); cutime and cstime are the 16th and 17th.
        return (Long.parseLong(fields[13]) + Long.parseLong(fields[14])) / 100.0;
    }

    /** Sound events of the video's audio: the features' CPU time only (the decode is shared with recognition). */
    private static List<SoundEvent> sounds(Path video, double[] cpuSeconds) throws Exception {
        Process ffmpeg = new ProcessBuilder("ffmpeg", "-nostdin", "-v", "error", "-i", video.toString(), "-vn", "-ac", "1",
                "-ar", "16000", "-f", "s16le", "-").redirectError(ProcessBuilder.Redirect.DISCARD).start();
        var thread = ManagementFactory.getThreadMXBean();
        SoundFeatures features = new SoundFeatures(0);
        long cpu = 0;
        try (InputStream in = new BufferedInputStream(ffmpeg.getInputStream(), 1 << 16)) {
            byte[] buffer = new byte[1 << 16];
            int n;
            while ((n = in.readNBytes(buffer, 0, buffer.length)) > 0) {
                long before = thread.getCurrentThreadCpuTime();
                for (int i = 0; i + 1 < n; i += 2) {
                    features.sample((short) ((buffer[i + 1] << 8) | (buffer[i] & 0xff)));
                }
                cpu += thread.getCurrentThreadCpuTime() - before;
            }
        }
        ffmpeg.waitFor();
        long before = thread.getCurrentThreadCpuTime();
        List<SoundEvent> events = SoundEvents.of(SoundEvents.classified(features.windows()), List.of(), -60);
        cpu += thread.getCurrentThreadCpuTime() - before;
        cpuSeconds[0] = cpu / 1e9;
        return events;
    }

    /** The evaluation set's speech in one file, to loop under the videos. */
    private static Path speech(Path eval, Path out) throws Exception {
        Path list = out.resolve("speech.txt");
        List<String> lines = new ArrayList<>();
        try (var files = Files.list(eval.resolve("speech"))) {
            files.filter(p -> p.toString().endsWith(".wav")).sorted().forEach(p -> lines.add("file '" + p.toAbsolutePath() + "'"));
        }
        Files.write(list, lines);
        Path speech = out.resolve("speech.wav");
        ffmpeg(List.of("-f", "concat", "-safe", "0", "-i", list.toString(), "-ac", "1", "-ar", "16000", speech.toString()));
        return speech;
    }

    private static Path run(Path out, String name, int minutes, Path speech, List<String> videoInput, String filter) throws Exception {
        Path video = out.resolve(name);
        if (Files.exists(video)) {
            return video;
        }
        List<String> args = new ArrayList<>(videoInput);
        args.addAll(List.of("-stream_loop", "-1", "-i", speech.toString(), "-filter_complex", filter, "-map", "[v]", "-map", "1:a",
                "-t", String.valueOf(minutes * 60), "-c:v", "libx264", "-preset", "veryfast", "-pix_fmt", "yuv420p",
                "-c:a", "aac", video.toString()));
        ffmpeg(args);
        return video;
    }

    private static void ffmpeg(List<String> args) throws Exception {
        List<String> command = new ArrayList<>(List.of("ffmpeg", "-nostdin", "-v", "error", "-y"));
        command.addAll(args);
        Process p = new ProcessBuilder(command).inheritIO().start();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("ffmpeg failed: " + command);
        }
    }
}
