package dev.parlance.speech.media;

import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Describes a media file by running ffprobe. Anything ffprobe cannot make sense of comes back as a
 * {@link MediaFailure} with ffprobe's own words as the reason; a probe that hangs is killed after
 * the timeout.
 */
public class MediaProbe {
    private static final JsonMapper JSON = JsonMapper.builder().build();
    /** ffprobe's JSON for a file with a few streams is a few KB; chapters can add more, never this. */
    private static final int MAX_OUTPUT_BYTES = 4 * 1024 * 1024;
    /** Containers that only point at other files or URLs: no media of their own, and a way out of the upload. */
    private static final Set<String> REFERENCE_FORMATS = Set.of("hls", "concat", "ffconcat", "dash");

    private final Duration timeout;

    public MediaProbe(Duration timeout) {
        this.timeout = timeout;
    }

    public ProbeResult probe(Path media) {
        Optional<CanonicalWav> wav = CanonicalWav.of(media);
        if (wav.isPresent()) {
            return wav.get().info(); // its header says all ffprobe would
        }
        List<String> command = List.of("ffprobe", "-v", "error", "-protocol_whitelist", "file",
                "-print_format", "json", "-show_format", "-show_streams", "file:" + media.toAbsolutePath());
        try (ExternalProcess process = ExternalProcess.start(command, media)) {
            OutputCollector stdout = new OutputCollector(process.stdout());
            if (!process.waitFor(timeout)) {
                process.kill();
                return new MediaFailure("Probing the media timed out after " + timeout.toSeconds() + " s");
            }
            String json = stdout.text();
            if (stdout.overflowed()) {
                return new MediaFailure("The media description is implausibly large");
            }
            if (process.exitCode() != 0) {
                return new MediaFailure(process.errorReason("ffprobe exit code " + process.exitCode()));
            }
            return describe(JSON.readTree(json));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("Interrupted while probing", e);
        } catch (tools.jackson.core.JacksonException e) {
            return new MediaFailure("Unreadable probe output: " + e.getOriginalMessage());
        }
    }

    static ProbeResult describe(JsonNode root) {
        JsonNode format = root.path("format");
        String formatName = format.path("format_name").asString("");
        if (REFERENCE_FORMATS.contains(formatName)) {
            return new MediaFailure("Playlists and reference files are not media (" + formatName + ")");
        }
        JsonNode audio = null;
        JsonNode video = null;
        double longestStream = 0;
        for (JsonNode stream : root.path("streams")) {
            String type = stream.path("codec_type").asString("");
            if (audio == null && type.equals("audio")) {
                audio = stream;
            } else if (video == null && type.equals("video") && stream.path("disposition").path("attached_pic").asInt(0) == 0) {
                video = stream;
            }
            longestStream = Math.max(longestStream, number(stream.path("duration")));
        }
        if (audio == null && video == null) {
            return new MediaFailure("No audio or video stream found");
        }
        double duration = number(format.path("duration"));
        return new MediaInfo(
                duration > 0 ? duration : longestStream,
                formatName,
                audio != null,
                video != null,
                audio == null ? null : audio.path("codec_name").asString(null),
                video == null ? null : video.path("codec_name").asString(null),
                audio == null ? 0 : audio.path("channels").asInt(0),
                audio == null ? 0 : (int) number(audio.path("sample_rate")));
    }

    /** ffprobe writes most numbers as strings, and "N/A" when it does not know: 0 then. */
    private static double number(JsonNode value) {
        try {
            double number = Double.parseDouble(value.asString("0"));
            return Double.isFinite(number) && number > 0 ? number : 0;
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    /** Reads stdout on its own thread so a chatty process cannot block on a full pipe. */
    private static final class OutputCollector {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        private final Thread reader;
        private volatile boolean overflowed;

        OutputCollector(InputStream in) {
            reader = Thread.ofVirtual().start(() -> read(in));
        }

        private void read(InputStream in) {
            byte[] buffer = new byte[8192];
            try (in) {
                int n;
                while ((n = in.read(buffer)) > 0) {
                    if (bytes.size() + n > MAX_OUTPUT_BYTES) {
                        overflowed = true;
                        continue;
                    }
                    bytes.write(buffer, 0, n);
                }
            } catch (IOException e) {
                // killed: the exit code tells the story
            }
        }

        String text() throws InterruptedException {
            reader.join(Duration.ofSeconds(5));
            return bytes.toString(StandardCharsets.UTF_8);
        }

        boolean overflowed() {
            return overflowed;
        }
    }
}
