package dev.parlance.api.doc;

import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobStatus;
import dev.parlance.job.Priority;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The JSON shapes of the v1 answers (compat-notes "Object shapes"), as OpenAPI 3.1 (JSON Schema
 * 2020-12) component schemas. Unknown dates and numbers in a job are {@code ""}, so those fields
 * are typed as strings or numbers-or-strings.
 */
final class V1Schemas {
    private static final String HEX = "^[0-9a-f]{32}$";
    private static final String TIMESTAMP = "YYYY-MM-DDThh:mm:ss.ffffff, no zone; \"\" when unknown";

    private V1Schemas() {
    }

    static Map<String, Object> all() {
        Map<String, Object> s = new LinkedHashMap<>();
        s.put("Error", object(List.of("ErrorType", "ErrorComment"),
                "ErrorType", enumOf(Arrays.stream(ErrorType.values()).map(Enum::name).toList()),
                "ErrorComment", text("what went wrong, in words")));
        s.put("Login", object(List.of("ApiToken", "api_token"), "ApiToken", hex(), "api_token", hex()));
        s.put("KeyVerified", object(List.of("name"), "name", text("the token's account's username")));
        s.put("Settings", object(List.of("default_job_notes", "require_customer_authorization_before_starting_workflow",
                        "customer_authorization_required_mechanical"),
                "default_job_notes", text("notes given to every new job"),
                "require_customer_authorization_before_starting_workflow", Map.of("type", "boolean"),
                "customer_authorization_required_mechanical", Map.of("type", "boolean")));
        s.put("ApiKey", object(List.of("ApiKey"), "ApiKey", hex()));
        s.put("Identity", object(List.of("AccountId", "Username"), "AccountId", hex(), "Username", text("")));
        s.put("JobCreated", object(List.of("JobId", "TaskId"), "JobId", hex(), "TaskId", hex()));
        s.put("TaskIdAnswer", object(List.of("TaskId"), "TaskId", hex()));
        s.put("MediaUrl", object(List.of("MediaUrl"), "MediaUrl", url()));
        s.put("UploadUrl", object(List.of("upload_url"), "upload_url", url()));
        s.put("CaptionUrl", object(List.of("CaptionUrl"), "CaptionUrl", url()));
        s.put("Job", job(false));
        s.put("JobInfo", job(true));
        s.put("JobListItem", jobListItem());
        s.put("JobList", object(List.of("Username", "ActiveJobs"),
                "Username", text("the caller's username"),
                "ActiveJobs", arrayOf(ref("JobListItem")),
                "NextCursor", text("with page_size: the cursor of the next page, \"\" after the last")));
        s.put("Task", object(List.of("TaskId", "TaskType", "TaskRequestTime", "TaskCompletionTime", "TaskInfo", "TaskStatus"),
                "TaskId", hex(),
                "TaskType", enumOf(List.of("JOB_CREATED", "JOB_DELETED", "JOB_ADD_MEDIA", "JOB_ADD_TRANSCRIPT",
                        "JOB_PERFORM_TRANSCRIPTION", "JOB_PERFORM_PREMIUM_SYNC", "JOB_UPDATE_ELEMENTLIST",
                        "JOB_GET_TRANSCRIPT", "JOB_GET_CAPTION", "JOB_GET_ELEMENTLIST")),
                "TaskRequestTime", text(TIMESTAMP), "TaskCompletionTime", text(TIMESTAMP),
                "TaskInfo", text("progress or outcome in words"),
                "TaskStatus", enumOf(List.of("COMPLETE", "INPROGRESS", "ABORTED", "FAILED"))));
        s.put("ElementListVersions", arrayOf(object(List.of("iwp_name", "version"),
                "iwp_name", text("the interim work product"), "version", text("a timestamp"))));
        s.put("ElementList", elementList());
        s.put("Statistics", object(List.of("data"),
                "data", arrayOf(Map.of("type", "object", "description",
                        "start_date, end_date and each requested metric (billable minutes, an integer)",
                        "additionalProperties", Map.of("type", List.of("string", "integer")))),
                "start_date", Map.of("type", List.of("string", "null")),
                "end_date", Map.of("type", List.of("string", "null"))));
        s.put("GuidelinesStored", object(List.of("CUSTOM_GUIDELINES_STORED"),
                "CUSTOM_GUIDELINES_STORED", object(List.of("full_html", "storage_data"),
                        "full_html", Map.of("type", "boolean"),
                        "storage_data", object(List.of("path", "account", "bucket", "size"),
                                "path", text(""), "account", text(""), "bucket", text(""), "size", Map.of("type", "integer")))));
        s.put("Upleveled", object(List.of("upleveled_job_id", "upleveled_workflow"),
                "upleveled_job_id", hex(), "upleveled_workflow", text("")));
        s.put("Translations", object(List.of("translation_job_ids", "message"),
                "translation_job_ids", arrayOf(hex()),
                "message", text("per language: created or already exists")));
        s.put("JobSummary", object(List.of("job_status", "job_id", "current_priority", "current_fidelity", "media_length", "language"),
                "job_status", text(""), "job_id", hex(), "current_priority", text(""), "current_fidelity", text(""),
                "media_length", text("H:MM:SS.ffffff"), "language", text("")));
        s.put("RelatedJobs", object(List.of("related_jobs", "leading_job"),
                "related_jobs", arrayOf(ref("JobSummary")), "leading_job", ref("JobSummary")));
        return s;
    }

    private static Map<String, Object> job(boolean withTasks) {
        Map<String, Object> props = new LinkedHashMap<>();
        props.put("JobId", hex());
        props.put("JobName", text(""));
        props.put("MediaLengthSeconds", Map.of("type", List.of("number", "string"), "description", "seconds; \"\" when unknown"));
        props.put("ExternalID", text(""));
        props.put("Priority", enumOf(Arrays.stream(Priority.values()).map(Enum::name).toList()));
        props.put("Fidelity", enumOf(Arrays.stream(Fidelity.values()).map(Fidelity::reported).distinct().toList()));
        props.put("JobStatus", enumOf(Arrays.stream(JobStatus.values()).map(JobStatus::label).toList()));
        props.put("SourceLanguage", text(""));
        props.put("TargetLanguage", text(""));
        for (String date : List.of("CreationDate", "StartDate", "DueDate", "CompletedDate", "ReturnDate", "AuthorizationDate")) {
            props.put(date, text(TIMESTAMP));
        }
        props.put("JobDifficulty", enumOf(List.of("Good", "Bad", "Unknown")));
        props.put("ReturnTargets", Map.of("type", "object", "description", "{\"url\": [{\"callback_url\": ...}]} or {}"));
        props.put("Options", Map.of("type", "object", "description", "option name -> {label, setting}",
                "additionalProperties", object(List.of("label", "setting"), "label", text(""), "setting", text(""))));
        List<String> required = List.copyOf(props.keySet());
        if (withTasks) {
            props.put("Tasks", arrayOf(ref("Task")));
            return withRequired(props, concat(required, "Tasks"));
        }
        return withRequired(props, required);
    }

    private static Map<String, Object> jobListItem() {
        Map<String, Object> extra = new LinkedHashMap<>();
        for (String name : List.of("Username", "CreationTime", "StartTime", "CompletedTime")) {
            extra.put(name, text(name.equals("Username") ? "the owner" : TIMESTAMP));
        }
        return Map.of("allOf", List.of(ref("Job"), Map.of("type", "object", "properties", extra,
                "required", List.copyOf(extra.keySet()))));
    }

    private static Map<String, Object> elementList() {
        Map<String, Object> token = object(List.of("value", "display_as", "type", "start_time", "end_time"),
                "value", text(""), "display_as", text(""),
                "type", enumOf(List.of("word", "punctuation", "sound")),
                "start_time", millis(), "end_time", millis(),
                "interpolated", Map.of("type", "boolean"),
                "tags", arrayOf(text("sound tags such as MUSIC, LAUGH, ENDS_SENTENCE")));
        Map<String, Object> sequence = object(List.of("tokens", "start_time", "end_time"),
                "tokens", arrayOf(token), "start_time", millis(), "end_time", millis(),
                "interpolated", Map.of("type", "boolean"), "confidence_score", Map.of("type", "number"));
        Map<String, Object> segment = object(List.of("sequences", "start_time", "end_time"),
                "sequences", arrayOf(sequence), "start_time", millis(), "end_time", millis(),
                "speaker_change", Map.of("type", "boolean"), "speaker_id", Map.of("type", "integer"),
                "interpolated", Map.of("type", "boolean"));
        return object(List.of("version", "start_time", "end_time", "language", "segments"),
                "version", Map.of("type", "integer"), "start_time", millis(), "end_time", millis(),
                "language", text("e.g. EN_US"), "segments", arrayOf(segment),
                "speakers", arrayOf(object(List.of("name", "id"), "name", text(""), "id", Map.of("type", "integer"),
                        "gender", enumOf(List.of("UNKNOWN", "MALE", "FEMALE")))),
                "keywords", Map.of("type", "object"), "topics", Map.of("type", "object"));
    }

    /** An object schema: required names, then name, schema pairs. */
    static Map<String, Object> object(List<String> required, Object... nameSchema) {
        Map<String, Object> props = new LinkedHashMap<>();
        for (int i = 0; i < nameSchema.length; i += 2) {
            props.put((String) nameSchema[i], nameSchema[i + 1]);
        }
        return withRequired(props, required);
    }

    private static Map<String, Object> withRequired(Map<String, Object> props, List<String> required) {
        Map<String, Object> schema = new LinkedHashMap<>();
        schema.put("type", "object");
        schema.put("properties", props);
        schema.put("required", required);
        return schema;
    }

    static Map<String, Object> ref(String name) {
        return Map.of("$ref", "#/components/schemas/" + name);
    }

    static Map<String, Object> text(String description) {
        return description.isEmpty() ? Map.of("type", "string") : Map.of("type", "string", "description", description);
    }

    static Map<String, Object> enumOf(List<String> values) {
        return Map.of("type", "string", "enum", values);
    }

    private static Map<String, Object> hex() {
        return Map.of("type", "string", "pattern", HEX);
    }

    private static Map<String, Object> url() {
        return Map.of("type", "string", "format", "uri");
    }

    private static Map<String, Object> millis() {
        return Map.of("type", "integer", "description", "milliseconds");
    }

    private static Map<String, Object> arrayOf(Map<String, Object> items) {
        return Map.of("type", "array", "items", items);
    }

    private static List<String> concat(List<String> list, String more) {
        List<String> all = new java.util.ArrayList<>(list);
        all.add(more);
        return all;
    }
}
