package dev.parlance.api.v1;

import dev.parlance.common.ApiTime;
import dev.parlance.common.ShownUrls;
import dev.parlance.job.Job;
import dev.parlance.job.JobDetails;
import dev.parlance.job.JobTask;
import dev.parlance.job.OwnedJob;
import dev.parlance.job.TranscriptionOptions;
import tools.jackson.core.JsonGenerator;
import tools.jackson.core.SerializableString;
import tools.jackson.core.io.SerializedString;
import tools.jackson.databind.json.JsonMapper;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The one place that shapes a job for v1 clients (Job Info, Job List items). Every key of the
 * spec's Job table is always present; an unknown date, number or text is {@code ""}, never null
 * or missing, because clients index these objects without checking.
 */
final class JobView {
    private static final JsonMapper JSON = JsonMapper.builder().build();

    private JobView() {
    }

    /** Job Info: the Job object plus its task history. */
    static Map<String, Object> info(JobDetails details) {
        Map<String, Object> view = new LinkedHashMap<>();
        job(details.job(), new Fields() {
            @Override
            public void text(Key key, String value) {
                view.put(key.name(), value);
            }

            @Override
            public void value(Key key, Object value) {
                view.put(key.name(), value);
            }
        });
        view.put("Tasks", details.tasks().stream().map(JobView::task).toList());
        return view;
    }

    /**
     * A Job List item, written straight to the list being streamed (no map per job, no serializer
     * lookups per value: that bookkeeping was most of the cost of a long list): the Job object
     * plus its owner and the three times the list repeats. Tasks are left out: they would cost a
     * query per job, and list clients read them from Job Info.
     */
    static void writeListItem(JsonGenerator out, OwnedJob owned) {
        Job j = owned.job();
        out.writeStartObject();
        job(j, new Fields() {
            @Override
            public void text(Key key, String value) {
                out.writeName(key.json);
                out.writeString(value);
            }

            @Override
            public void value(Key key, Object value) {
                out.writeName(key.json);
                write(out, value);
            }
        });
        out.writeName(Key.Username.json);
        out.writeString(owned.ownerUsername());
        out.writeName(Key.CreationTime.json);
        out.writeString(ApiTime.format(j.createdAt()));
        out.writeName(Key.StartTime.json);
        out.writeString(ApiTime.format(j.startedAt()));
        out.writeName(Key.CompletedTime.json);
        out.writeString(ApiTime.format(j.completedAt()));
        out.writeEndObject();
    }

    /**
     * A job as list_related shows it, the leading job and each related job alike (compat-notes
     * give the leading job's fields; the related jobs' are not shown anywhere, and the same fields
     * let a client treat every job of the family one way): status, id, priority and fidelity as
     * Job Info reports them, media length as {@code H:MM:SS.ffffff}, and the language, followed by
     * {@code :} and the target languages when the job has any ({@code fr:en,de}). An unknown value
     * is {@code ""}.
     */
    static Map<String, Object> summary(Job j) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("job_status", j.status().label());
        view.put("job_id", j.id());
        view.put("current_priority", j.priority() == null ? "" : j.priority().name());
        view.put("current_fidelity", j.fidelity() == null ? "" : j.fidelity().reported());
        view.put("media_length", j.mediaLengthSeconds() == null ? "" : clockTime(j.mediaLengthSeconds()));
        view.put("language", j.targetLanguage() == null ? j.language() : j.language() + ":" + j.targetLanguage());
        return view;
    }

    /** 622.844807 seconds as {@code 0:10:22.844807}: hours unpadded, then minutes, seconds and microseconds. */
    static String clockTime(double seconds) {
        long micros = Math.round(seconds * 1_000_000);
        long wholeSeconds = micros / 1_000_000;
        return String.format(Locale.ROOT, "%d:%02d:%02d.%06d", wholeSeconds / 3600, wholeSeconds / 60 % 60,
                wholeSeconds % 60, micros % 1_000_000);
    }

    /**
     * Where the Job object's fields go: a map, or a JSON object being streamed. Text has a method
     * of its own because nearly every field is text, and a long list writes it straight, without
     * asking each value what type it is.
     */
    private interface Fields {
        void text(Key key, String value);

        /** A number, map or list (or text). */
        void value(Key key, Object value);
    }

    /**
     * The keys of the Job object and of a Job List item, each named exactly as clients see it, and
     * encoded for JSON once: a long list writes them 25 times per job, and writing a plain String
     * name costs the generator a character-by-character escape check every time.
     */
    private enum Key {
        JobId, JobName, MediaLengthSeconds, ExternalID, Priority, Fidelity, JobStatus, SourceLanguage, TargetLanguage,
        CreationDate, StartDate, DueDate, CompletedDate, ReturnDate, AuthorizationDate, JobDifficulty, ReturnTargets,
        Options, Username, CreationTime, StartTime, CompletedTime;

        final SerializableString json = new SerializedString(name());
    }

    /** The Job object's keys in order, handed to {@code out}. */
    private static void job(Job j, Fields out) {
        out.text(Key.JobId, j.id());
        out.text(Key.JobName, text(j.name()));
        out.value(Key.MediaLengthSeconds, j.mediaLengthSeconds() == null ? "" : j.mediaLengthSeconds());
        out.text(Key.ExternalID, text(j.externalId()));
        out.text(Key.Priority, j.priority() == null ? "" : j.priority().name());
        out.text(Key.Fidelity, j.fidelity() == null ? "" : j.fidelity().reported());
        out.text(Key.JobStatus, j.status().label());
        out.text(Key.SourceLanguage, j.language());
        // Without a translation the transcript is in the job's own language.
        out.text(Key.TargetLanguage, j.targetLanguage() == null ? j.language() : j.targetLanguage());
        out.text(Key.CreationDate, ApiTime.format(j.createdAt()));
        out.text(Key.StartDate, ApiTime.format(j.startedAt()));
        out.text(Key.DueDate, ApiTime.format(j.dueAt()));
        out.text(Key.CompletedDate, ApiTime.format(j.completedAt()));
        out.text(Key.ReturnDate, ApiTime.format(j.returnedAt()));
        out.text(Key.AuthorizationDate, ApiTime.format(j.authorizedAt()));
        out.text(Key.JobDifficulty, text(j.difficulty()));
        out.value(Key.ReturnTargets, j.callbackUrl() == null ? Map.of()
                : Map.of("url", List.of(Map.of("callback_url", ShownUrls.masked(j.callbackUrl())))));
        out.value(Key.Options, options(j.options()));
    }

    /** The values {@link #job} produces (text, numbers, maps and lists of them), as Jackson would write them. */
    private static void write(JsonGenerator out, Object value) {
        // An if-chain rather than a pattern switch: this runs for every value of a long list, and the
        // chain is the cheaper of the two there (JFR showed the switch's type dispatch).
        if (value instanceof String s) {
            out.writeString(s);
        } else if (value instanceof Double d) {
            out.writeNumber(d);
        } else if (value instanceof Map<?, ?> m) {
            out.writeStartObject();
            m.forEach((k, v) -> {
                out.writeName((String) k);
                write(out, v);
            });
            out.writeEndObject();
        } else if (value instanceof List<?> l) {
            out.writeStartArray();
            l.forEach(v -> write(out, v));
            out.writeEndArray();
        } else {
            out.writePOJO(value);
        }
    }

    private static Map<String, Object> task(JobTask t) {
        Map<String, Object> view = new LinkedHashMap<>();
        view.put("TaskId", t.id());
        view.put("TaskType", t.type().name());
        view.put("TaskRequestTime", ApiTime.format(t.requestedAt()));
        view.put("TaskCompletionTime", ApiTime.format(t.completedAt()));
        view.put("TaskInfo", text(t.info()));
        view.put("TaskStatus", t.status().name());
        return view;
    }

    /**
     * {@code {name: {"label", "setting"}}} from the job's options. A stored value may already be
     * such a pair; otherwise the label is the option name in words and the setting the value as
     * text (lists and objects as their JSON).
     */
    static Map<String, Map<String, String>> options(TranscriptionOptions stored) {
        Map<String, Map<String, String>> options = new LinkedHashMap<>();
        for (Map.Entry<String, Object> e : stored.values().entrySet()) {
            Object v = e.getValue();
            boolean pair = v instanceof Map<?, ?> m && m.containsKey("label");
            String label = pair ? setting(((Map<?, ?>) v).get("label")) : words(e.getKey());
            Object setting = v instanceof Map<?, ?> m && m.containsKey("setting") ? m.get("setting") : v;
            options.put(e.getKey(), Map.of("label", label, "setting", setting(setting)));
        }
        return options;
    }

    private static String setting(Object v) {
        return switch (v) {
            case null -> "";
            case Map<?, ?> m -> JSON.writeValueAsString(m);
            case List<?> l -> JSON.writeValueAsString(l);
            default -> String.valueOf(v);
        };
    }

    /**
     * {@code speaker_id} → {@code Speaker Id}: words split at underscores (empty ones dropped),
     * each with its first letter upper-cased. A plain loop: this runs for every option of every
     * job of a long list.
     */
    private static String words(String name) {
        StringBuilder out = new StringBuilder(name.length());
        boolean startOfWord = true;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_') {
                startOfWord = true;
            } else {
                if (startOfWord && !out.isEmpty()) {
                    out.append(' ');
                }
                if (!startOfWord) {
                    out.append(c);
                } else if (c < 128) {
                    out.append(c >= 'a' && c <= 'z' ? (char) (c - 32) : c);
                } else {
                    out.append(String.valueOf(c).toUpperCase(Locale.ROOT)); // as the first char of the word always was
                }
                startOfWord = false;
            }
        }
        return out.toString();
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }
}
