package dev.parlance.deliverable;

import dev.parlance.speech.media.MediaInfo;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The ffmpeg arguments of every generated file (inputs, codecs, output), as pure functions of the
 * probed media, so what each flavour is can be read in one place and tested without running ffmpeg.
 *
 * <ul>
 *   <li>mp3: the first audio stream, MP3 (libmp3lame, 128 kbit/s); copied when it already is MP3.</li>
 *   <li>mp4: H.264 (libx264, veryfast, CRF 23, yuv420p, even dimensions) and AAC (128 kbit/s),
 *       {@code +faststart} so players start before the download ends. A stream that already has
 *       the target codec is copied, not re-encoded: a 2-hour H.264/AAC upload is remuxed in seconds.
 *       Audio-only media gets a plain black 640x360 picture at 5 frames per second, cut to the
 *       audio's length.</li>
 * </ul>
 */
public final class EncodeCommands {
    /** The picture under audio-only media and speech: black, small, few frames, a key frame every 2 s. */
    static final String PLAIN_PICTURE = "color=c=black:s=640x360:r=5";
    private static final List<String> PLAIN_PICTURE_VIDEO = List.of("-c:v", "libx264", "-preset", "veryfast",
            "-tune", "stillimage", "-g", "10", "-pix_fmt", "yuv420p");
    private static final List<String> H264 = List.of("-c:v", "libx264", "-preset", "veryfast", "-crf", "23",
            "-pix_fmt", "yuv420p");
    /** libx264 with yuv420p needs even dimensions; odd ones lose a pixel row or column. */
    private static final String EVEN_SIZE = "scale=trunc(iw/2)*2:trunc(ih/2)*2";

    private EncodeCommands() {
    }

    static List<String> transcode(Flavour flavour, Path input, MediaInfo info, Path output) {
        return switch (flavour) {
            case MP3 -> mp3(input, info, output);
            case MP4 -> mp4(input, info, null, output);
        };
    }

    static List<String> mp3(Path input, MediaInfo info, Path output) {
        List<String> args = new ArrayList<>(mediaInput(input));
        args.addAll(List.of("-map", "0:a:0", "-vn", "-sn", "-dn"));
        if ("mp3".equals(info.audioCodec())) {
            args.addAll(List.of("-c:a", "copy"));
        } else {
            args.addAll(List.of("-c:a", "libmp3lame", "-b:a", "128k"));
            args.addAll(downmix(info));
        }
        args.addAll(List.of("-f", "mp3", "file:" + output.toAbsolutePath()));
        return args;
    }

    /**
     * The mp4 flavour, or with {@code subtitles} the burned-in video: the captions drawn by libass
     * (ffmpeg's {@code subtitles} filter), so the picture is always re-encoded then.
     */
    public static List<String> mp4(Path input, MediaInfo info, Path subtitles, Path output) {
        List<String> args = new ArrayList<>(mediaInput(input));
        String filter = subtitles == null ? EVEN_SIZE : EVEN_SIZE + "," + subtitlesFilter(subtitles);
        if (info.hasVideo()) {
            args.addAll(List.of("-map", "0:v:0", "-map", "0:a:0?"));
            if (subtitles == null && "h264".equals(info.videoCodec())) {
                args.addAll(List.of("-c:v", "copy"));
            } else {
                args.addAll(H264);
                args.addAll(List.of("-vf", filter));
            }
        } else {
            args.addAll(plainPicture(info.durationSeconds()));
            args.addAll(List.of("-map", "1:v:0", "-map", "0:a:0"));
            args.addAll(PLAIN_PICTURE_VIDEO);
            if (subtitles != null) {
                args.addAll(List.of("-vf", filter));
            }
            args.add("-shortest");
        }
        if (info.hasAudio()) {
            if ("aac".equals(info.audioCodec())) {
                args.addAll(List.of("-c:a", "copy"));
            } else {
                args.addAll(List.of("-c:a", "aac", "-b:a", "128k"));
                args.addAll(downmix(info));
            }
        }
        args.addAll(List.of("-sn", "-dn", "-movflags", "+faststart", "-f", "mp4", "file:" + output.toAbsolutePath()));
        return args;
    }

    /** Synthesized speech (raw 16-bit mono PCM) as mp3, or as mp4 over the plain picture. */
    public static List<String> speech(Path pcm, int sampleRate, double seconds, Flavour flavour, Path output) {
        List<String> args = new ArrayList<>(List.of("-f", "s16le", "-ar", Integer.toString(sampleRate), "-ac", "1",
                "-i", "file:" + pcm.toAbsolutePath()));
        if (flavour == Flavour.MP3) {
            args.addAll(List.of("-c:a", "libmp3lame", "-b:a", "64k", "-f", "mp3"));
        } else {
            args.addAll(plainPicture(seconds));
            args.addAll(List.of("-map", "1:v:0", "-map", "0:a:0"));
            args.addAll(PLAIN_PICTURE_VIDEO);
            args.addAll(List.of("-c:a", "aac", "-b:a", "96k", "-shortest", "-movflags", "+faststart", "-f", "mp4"));
        }
        args.add("file:" + output.toAbsolutePath());
        return args;
    }

    /**
     * The programme with its audio description voiced into it: the voice (raw 16-bit mono PCM on
     * the media's timeline) over the programme's audio, which is ducked under the voice (a
     * compressor keyed by the voice lowers it by up to about 20 dB while the voice speaks, and lets
     * it back within half a second) and left as it is elsewhere. mp3: that audio; mp4: with the
     * media's picture (copied when H.264), or the plain picture for audio media.
     */
    public static List<String> described(Path input, MediaInfo info, Path pcm, int sampleRate, Flavour flavour, Path output) {
        List<String> args = new ArrayList<>(mediaInput(input));
        args.addAll(List.of("-f", "s16le", "-ar", Integer.toString(sampleRate), "-ac", "1", "-i", "file:" + pcm.toAbsolutePath()));
        // Mono stays mono (an upmix would lower it by 3 dB); more channels become stereo, as in the flavours.
        String layout = info.channels() == 1 ? "mono" : "stereo";
        // The key is padded with silence: the compressor stops where its key stops, and the programme goes on.
        args.addAll(List.of("-filter_complex",
                "[1:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=" + layout + ",asplit=2[voice][voiced];"
                        + "[voiced]apad[key];"
                        + "[0:a:0]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=" + layout + "[programme];"
                        + "[programme][key]sidechaincompress=threshold=0.01:ratio=20:attack=10:release=500[ducked];"
                        + "[ducked][voice]amix=inputs=2:duration=longest:normalize=0[described]"));
        if (flavour == Flavour.MP3) {
            args.addAll(List.of("-map", "[described]", "-c:a", "libmp3lame", "-b:a", "128k", "-f", "mp3"));
        } else {
            if (info.hasVideo()) {
                args.addAll(List.of("-map", "0:v:0"));
                args.addAll("h264".equals(info.videoCodec()) ? List.of("-c:v", "copy") : H264);
                if (!"h264".equals(info.videoCodec())) {
                    args.addAll(List.of("-vf", EVEN_SIZE));
                }
            } else {
                args.addAll(plainPicture(info.durationSeconds()));
                args.addAll(List.of("-map", "2:v:0"));
                args.addAll(PLAIN_PICTURE_VIDEO);
            }
            args.addAll(List.of("-map", "[described]", "-c:a", "aac", "-b:a", "128k", "-sn", "-dn", "-movflags", "+faststart",
                    "-f", "mp4"));
        }
        args.add("file:" + output.toAbsolutePath());
        return args;
    }

    /** Only local files may be read: a crafted container must not make ffmpeg fetch URLs or other files. */
    private static List<String> mediaInput(Path input) {
        return List.of("-protocol_whitelist", "file", "-i", "file:" + input.toAbsolutePath());
    }

    /** The plain picture as the second input, cut to the media's length (when known). */
    private static List<String> plainPicture(double seconds) {
        List<String> args = new ArrayList<>(List.of("-f", "lavfi"));
        if (seconds > 0) {
            args.addAll(List.of("-t", String.format(Locale.ROOT, "%.3f", seconds)));
        }
        args.addAll(List.of("-i", PLAIN_PICTURE));
        return args;
    }

    /** More than two channels become stereo: what every player of an mp3 or mp4 plays. */
    private static List<String> downmix(MediaInfo info) {
        return info.channels() > 2 ? List.of("-ac", "2") : List.of();
    }

    /** The subtitles filter for an SRT file, with a plain, legible style. */
    static String subtitlesFilter(Path srt) {
        return "subtitles=filename=" + filterValue(srt.toAbsolutePath().toString())
                + ":charenc=UTF-8:force_style="
                + filterValue("FontName=DejaVu Sans,FontSize=20,Outline=2,Shadow=0,MarginV=18");
    }

    /**
     * Escapes a value for a filter option inside a filter graph: first for the option parser
     * ({@code \ ' :}), then for the graph parser ({@code \ ' [ ] , ;}). A data folder with a quote,
     * colon or comma in its path then still works.
     */
    static String filterValue(String value) {
        return escape(escape(value, "\\':"), "\\'[],;");
    }

    private static String escape(String value, String special) {
        StringBuilder out = new StringBuilder(value.length() + 8);
        for (char c : value.toCharArray()) {
            if (special.indexOf(c) >= 0) {
                out.append('\\');
            }
            out.append(c);
        }
        return out.toString();
    }
}
