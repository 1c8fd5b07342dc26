package dev.parlance.api.doc;

import dev.parlance.account.AccountSettingsChange;
import dev.parlance.billing.Metric;
import dev.parlance.captions.format.CaptionFormat;
import dev.parlance.captions.format.LineEnding;
import dev.parlance.captions.layout.SpeakerDisplay;
import dev.parlance.captions.read.ImportFormat;
import dev.parlance.captions.transcript.TranscriptFileFormat;
import dev.parlance.captions.transform.SpellingVariant;
import dev.parlance.job.Fidelity;
import dev.parlance.job.JobStatus;
import dev.parlance.job.Priority;
import dev.parlance.media.MediaLinks;
import dev.parlance.rendering.CaptionLinks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

import static dev.parlance.api.doc.Param.Type.BOOLEAN;
import static dev.parlance.api.doc.Param.Type.DATE;
import static dev.parlance.api.doc.Param.Type.HEX_ID;
import static dev.parlance.api.doc.Param.Type.INTEGER;
import static dev.parlance.api.doc.Param.Type.LIST;
import static dev.parlance.api.doc.Param.Type.STRING;
import static dev.parlance.api.doc.Param.Type.URL;
import static dev.parlance.api.doc.Param.optional;
import static dev.parlance.api.doc.Param.required;

/**
 * Every v1 route, the maintained model the document and the page are made from. A route added to
 * {@code api.v1} without an entry here (or an entry left behind by a removed route) fails
 * {@code ApiDocumentTest}. Value lists come from the enums the controllers parse with.
 */
final class V1Operations {
    static final String ACCOUNTS = "Accounts";
    static final String JOBS = "Jobs";
    static final String MEDIA = "Media";
    static final String TRANSCRIPTS = "Transcription and output";
    static final String RELATED = "Related jobs";
    static final String LINKS = "Signed links";

    private static final List<String> GET_POST = List.of("GET", "POST");
    private static final Param JOB_ID = required("job_id", HEX_ID, "the job");
    private static final Param EXPIRES = required("expires", INTEGER, "when the link stops working (seconds since the epoch), as signed");
    private static final Param SIGNATURE = required("signature", STRING, "the service's signature of the link");
    private static final Param FIDELITY_CHANGE = optional("transcription_fidelity", STRING, "the fidelity ordered")
            .oneOf(List.of("MECHANICAL", "PREMIUM", "PROFESSIONAL", "STANDARD", "HIGH"));
    private static final Param PRIORITY = optional("priority", STRING, "how soon the job is worked on; default STANDARD")
            .oneOf(names(Priority.values(), p -> p == Priority.HIGH ? null : p.name()));
    private static final Param UPLEVEL_PRIORITY = optional("priority", STRING, "how soon the upleveled job is worked on")
            .oneOf(names(Priority.values(), Enum::name));
    private static final Param SELECT_VERSION = optional("elementlist_version", DATE,
            "a version as list_elementlists shows it; default the latest");
    private static final Param SELECT_IWP = optional("iwp_name", STRING, "the interim work product to read; default the latest");
    private static final Param AUDIO_DESCRIPTION = optional("audio_description", BOOLEAN, "the audio description's text");

    private V1Operations() {
    }

    static List<Operation> all() {
        List<Operation> all = new ArrayList<>();
        all.addAll(accounts());
        all.addAll(jobs());
        all.addAll(media());
        all.addAll(transcripts());
        all.addAll(related());
        all.addAll(links());
        return List.copyOf(all);
    }

    private static List<Operation> accounts() {
        return List.of(
                route("/api/account/login", ACCOUNTS, "Log in: a session token for the other calls").versioned()
                        .auth(Operation.Auth.CREDENTIALS)
                        .describe("The username with a password or a long-term key (securekey); the same values are"
                                + " also read from the headers x-auth-user, x-auth-password and x-auth-securekey.")
                        .params(required("username", STRING, "the account's username"),
                                optional("password", STRING, "the account's password (or a long-term key)"),
                                optional("securekey", STRING, "a long-term key from generate_api_key"))
                        .ok("Login", "the session token").build(),
                route("/api/account/logout", ACCOUNTS, "End a session token").noContent().build(),
                route("/api/account/generate_api_key", ACCOUNTS, "A long-term key of the account or a sub-account").versioned()
                        .params(optional("account_id", STRING, "a sub-account's username; default the caller"),
                                optional("force_new", BOOLEAN, "a new key even when the account has one"))
                        .ok("ApiKey", "the long-term key").build(),
                route("/api/account/remove_api_key", ACCOUNTS, "Remove a long-term key (success also when already removed)")
                        .params(required("api_securekey", STRING, "the key to remove")).noContent().build(),
                route("/api/account/update_password", ACCOUNTS, "Change the password of the account or a sub-account")
                        .params(required("new_password", STRING, "the new password"),
                                optional("username", STRING, "a sub-account's username; default the caller"))
                        .noContent().build(),
                route("/api/account/update_setting", ACCOUNTS, "Change an account setting")
                        .describe("The documented form names the setting and its value (setting, value); each setting"
                                + " is also accepted under its own name.")
                        .params(optional("setting", STRING, "the setting's name").oneOf(List.of(
                                        AccountSettingsChange.DEFAULT_JOB_NOTES, AccountSettingsChange.REQUIRE_AUTHORIZATION,
                                        AccountSettingsChange.REQUIRE_AUTHORIZATION_MECHANICAL)),
                                optional("value", STRING, "the setting's new value (with setting)"),
                                optional(AccountSettingsChange.DEFAULT_JOB_NOTES, STRING, "notes every new job gets (at most 6000 characters)"),
                                optional(AccountSettingsChange.REQUIRE_AUTHORIZATION, BOOLEAN,
                                        "PREMIUM and PROFESSIONAL requests wait in Authorizing until authorize"),
                                optional(AccountSettingsChange.REQUIRE_AUTHORIZATION_MECHANICAL, BOOLEAN,
                                        "MECHANICAL requests wait for authorize too"),
                                optional("account_id", STRING, "a sub-account's username; default the caller"))
                        .noContent().build(),
                route("/api/account/create", ACCOUNTS, "Create a sub-account (on the sandbox: a sandbox account)").versioned()
                        .params(required("new_username", STRING, "the new account's username"),
                                required("new_password", STRING, "its password"),
                                optional("first_name", STRING, ""), optional("last_name", STRING, ""),
                                optional("email", STRING, ""),
                                optional("parent_account", STRING, "the username it goes below; default the caller"),
                                optional("sub_account", STRING, "an existing sub-account to move below the new one"))
                        .noContent().build(),
                route("/api/account/identity", ACCOUNTS, "Who a token belongs to (not in the v1 spec; used by the sandbox)")
                        .ok("Identity", "the token's account").build(),
                route("/api/account/verify_key", ACCOUNTS, "Whether a token works, and whose it is (the 2022 description's verify_key)")
                        .ok("KeyVerified", "the token's account").build(),
                route("/api/account/get_settings", ACCOUNTS, "The account's settings (the 2022 description's get_settings)")
                        .params(optional("account_id", STRING, "a sub-account's username; default the caller"))
                        .ok("Settings", "the settings, by update_setting's names").build());
    }

    private static List<Operation> jobs() {
        return List.of(
                route("/api/job/new", JOBS, "Create a job").versioned()
                        .params(optional("job_name", STRING, ""),
                                optional("language", STRING, "the media's language code; default en"),
                                optional("external_id", STRING, "the caller's own identifier"),
                                optional("username", STRING, "a sub-account to create the job for"),
                                optional("requestor", STRING, ""), optional("reference", STRING, ""),
                                optional("expected_speakers", INTEGER, "how many speakers to tell apart"),
                                optional("is_duplicate", BOOLEAN, ""))
                        .ok("JobCreated", "the new job and its task").build(),
                route("/api/job/info", JOBS, "A job and its tasks").versioned().params(JOB_ID)
                        .ok("JobInfo", "the job").build(),
                route("/api/job/list", JOBS, "The caller's jobs, filtered and optionally paged").versioned()
                        .describe("Filter names are matched case-insensitively. Date filters take lenient ISO 8601"
                                + " (a bare To date includes that whole day).")
                        .params(jobListFilters()).ok("JobList", "the jobs").build(),
                route("/api/job/modify", JOBS, "Change a job that is still Authorizing").versioned()
                        .params(JOB_ID, FIDELITY_CHANGE, PRIORITY,
                                optional("turnaround_hours", INTEGER, ""),
                                optional("account_id", STRING, "move the job to this sub-account"),
                                optional("requestor_id", STRING, ""), optional("callback_url", URL, ""),
                                optional("expected_speakers", INTEGER, ""), optional("notes", STRING, ""))
                        .noContent().build(),
                route("/api/job/authorize", JOBS, "Let a job waiting in Authorizing start").params(JOB_ID).noContent().build(),
                route("/api/job/delete", JOBS, "Delete a job").alias("/api/job/del").params(JOB_ID)
                        .ok("TaskIdAnswer", "the deletion's task").build(),
                route("/api/job/aggregate_statistics", JOBS, "Billable minutes, whole or in weeks or months").versioned()
                        .params(optional("metrics", LIST, "the metrics; default all")
                                        .oneOf(names(Metric.values(), Metric::apiName)),
                                optional("group_by", STRING, "").oneOf(List.of("week", "month")),
                                optional("start_date", DATE, ""), optional("end_date", DATE, ""),
                                optional("account_id", STRING, "a sub-account's username, or * for the whole tree"))
                        .ok("Statistics", "the blocks").build());
    }

    private static List<Operation> media() {
        return List.of(
                route("/api/job/add_media", MEDIA, "Add the job's media: from a URL (GET) or as the body (POST)").versioned()
                        .body(Operation.Body.RAW_FILE)
                        .params(JOB_ID, optional("media_url", URL, "GET only: where to download the media"),
                                optional("is_duplicate", BOOLEAN, ""))
                        .ok("TaskIdAnswer", "the media task").build(),
                route("/api/job/add_media_url", MEDIA, "Add the job's media from a (web page) URL")
                        .params(JOB_ID, required("media_url", URL, ""), optional("is_duplicate", BOOLEAN, ""))
                        .ok("TaskIdAnswer", "the media task").build(),
                route("/api/job/request_upload_url", MEDIA, "A URL to PUT the media to, valid for 12 hours").notOnSandbox()
                        .params(JOB_ID).ok("UploadUrl", "the upload link").build(),
                route("/api/job/media", MEDIA, "A link to the job's media").params(JOB_ID).ok("MediaUrl", "the link").build(),
                route("/api/job/transcoded_media", MEDIA, "A link to the media transcoded to mp3 or mp4").notOnSandbox()
                        .params(JOB_ID, required("transcoded_version", STRING, "").oneOf(List.of("mp3", "mp4")))
                        .ok("MediaUrl", "the link").build(),
                route("/api/job/download_media", MEDIA, "The media as mp3 or mp4 (with Range support)")
                        .params(JOB_ID, required("media_type", STRING, "").oneOf(List.of("mp3", "mp4")),
                                optional("text_to_speech", BOOLEAN, "the transcript read aloud instead of the media"))
                        .file("application/octet-stream", "the file").build(),
                route("/api/job/burn_in_caption", MEDIA, "Order the video with the captions drawn in; a link is e-mailed")
                        .versioned().params(JOB_ID, optional("send_to_email", STRING, "where to send the link; default the account's address"))
                        .emptyOk().build());
    }

    private static List<Operation> transcripts() {
        return List.of(
                route("/api/job/perform_transcription", TRANSCRIPTS, "Start the job's transcription").versioned()
                        .params(JOB_ID,
                                required("transcription_fidelity", STRING, "STANDARD = PREMIUM, HIGH = PROFESSIONAL;"
                                        + " EXTERNAL times an imported transcript")
                                        .oneOf(List.of("MECHANICAL", "PREMIUM", "PROFESSIONAL", "EXTERNAL", "STANDARD", "HIGH")),
                                PRIORITY, optional("turnaround_hours", INTEGER, "a shorter one raises the priority one step"),
                                optional("callback_url", URL, "called (GET) when the job or a version is done"),
                                optional("options", STRING, "a JSON object of job options (notes, customer_approval_steps, return_iwp, custom_metadata, ...)"),
                                optional("target_language", STRING, "translate into these language codes (comma separated)"),
                                optional("standard_product", BOOLEAN, ""))
                        .ok("TaskIdAnswer", "the transcription's task").build(),
                route("/api/job/add_transcript", TRANSCRIPTS, "Import a transcript: from a URL (GET) or as the body (POST)")
                        .versioned().body(Operation.Body.RAW_FILE)
                        .params(JOB_ID, required("format", STRING, "").oneOf(names(ImportFormat.values(), f -> f.name().toLowerCase(Locale.ROOT))),
                                optional("transcript_url", URL, "GET only: where to download the transcript"))
                        .ok("TaskIdAnswer", "the import's task").build(),
                route("/api/job/get_elementlist", TRANSCRIPTS, "The job's ElementList (timed words)").versioned()
                        .params(JOB_ID, SELECT_VERSION, SELECT_IWP, AUDIO_DESCRIPTION).ok("ElementList", "the ElementList").build(),
                route("/api/job/list_elementlists", TRANSCRIPTS, "The job's ElementList versions").params(JOB_ID)
                        .ok("ElementListVersions", "the versions").build(),
                route("/api/job/get_caption", TRANSCRIPTS, "Captions in a caption format").versioned()
                        .describe("With build_url=true the answer is JSON {CaptionUrl}: a signed link to the same captions.")
                        .params(captionParams(required("caption_format", STRING, "").oneOf(names(CaptionFormat.values(), Enum::name)),
                                optional("build_url", BOOLEAN, "answer a link instead of the captions")))
                        .file("text/plain", "the captions, in the format's own text type").orJson("CaptionUrl").build(),
                route("/api/job/get_transcript", TRANSCRIPTS, "The transcript as text, HTML or PDF").versioned()
                        .params(transcriptParams()).file("text/plain", "the transcript").build(),
                route("/api/job/add_custom_guidelines", TRANSCRIPTS, "Custom guidelines for the job's workers").notOnSandbox()
                        .body(Operation.Body.MULTIPART_FILE)
                        .params(JOB_ID, optional("guidelines_url", URL, "GET: where to fetch them"),
                                optional("is_html", BOOLEAN, "with guidelines_url: the page is HTML"),
                                optional("guidelines_data", STRING, "the guidelines' text"))
                        .ok("GuidelinesStored", "where they are kept").build());
    }

    private static List<Operation> related() {
        return List.of(
                route("/api/job/uplevel", RELATED, "Order a finished job again at a higher fidelity").notOnSandbox()
                        .params(JOB_ID, FIDELITY_CHANGE, UPLEVEL_PRIORITY,
                                optional("speaker_id", BOOLEAN, ""), optional("requestor", STRING, ""),
                                optional("reference", STRING, ""), optional("caption_import_as_fp", BOOLEAN, ""),
                                optional("timing", BOOLEAN, "read and ignored: every pass is timed"))
                        .created("Upleveled", "the upleveled job").build(),
                route("/api/job/translate", RELATED, "Order translations of a job into more languages").notOnSandbox()
                        .params(JOB_ID, required("target_languages", STRING, "language codes, comma separated"),
                                optional("approve_uplevel", BOOLEAN, "required for Mechanical, Premium and imported jobs"))
                        .created("Translations", "the translation jobs").build(),
                route("/api/job/perform_translation", RELATED, "translate, by its name in the 2022 description").notOnSandbox()
                        .params(JOB_ID, required("target_languages", STRING, "language codes, comma separated"),
                                optional("approve_uplevel", BOOLEAN, "required for Mechanical, Premium and imported jobs"))
                        .created("Translations", "the translation jobs").build(),
                route("/api/job/list_related", RELATED, "A job's leading job and the jobs made from it").notOnSandbox()
                        .params(JOB_ID).ok("RelatedJobs", "the family").build());
    }

    private static List<Operation> links() {
        return List.of(
                route(CaptionLinks.PATH, LINKS, "What a get_caption build_url link serves").auth(Operation.Auth.SIGNED_LINK)
                        .params(captionParams(required("caption_format", STRING, "as signed"), SIGNATURE))
                        .file("text/plain", "the captions").build(),
                route(MediaLinks.UPLOAD_PATH, LINKS, "What a request_upload_url link takes: the raw file")
                        .methods("PUT", "POST").auth(Operation.Auth.SIGNED_LINK).body(Operation.Body.RAW_FILE)
                        .params(JOB_ID, EXPIRES, SIGNATURE).ok("TaskIdAnswer", "the media task").build(),
                route(MediaLinks.FILE_PATH, LINKS, "What a media link serves (with Range support)")
                        .methods("GET").auth(Operation.Auth.SIGNED_LINK)
                        .params(JOB_ID, EXPIRES, SIGNATURE).file("application/octet-stream", "the media").build(),
                route(MediaLinks.DELIVERABLE_PATH, LINKS, "What a transcoded-media or burn-in link serves (with Range support)")
                        .methods("GET").auth(Operation.Auth.SIGNED_LINK)
                        .params(JOB_ID, required("item", HEX_ID, "the file"), EXPIRES, SIGNATURE)
                        .file("application/octet-stream", "the file").build());
    }

    private static Param[] jobListFilters() {
        List<Param> filters = new ArrayList<>();
        filters.add(optional("Username", STRING, "a sub-account's jobs, or * for the whole account tree").alias("username"));
        for (String date : List.of("Creation", "Start", "Due", "Complete", "Return", "Authorization")) {
            for (String end : List.of("From", "To")) {
                Param p = optional(date + "Date" + end, DATE, "");
                filters.add(date.equals("Creation") ? p.alias("CreateDate" + end) : p);
            }
        }
        filters.add(optional("JobStatus", STRING, "").oneOf(names(JobStatus.values(), JobStatus::label)));
        filters.add(optional("Fidelity", STRING, "").oneOf(names(Fidelity.values(), Enum::name)));
        filters.add(optional("Priority", STRING, "").oneOf(names(Priority.values(), Enum::name)));
        filters.add(optional("TurnaroundTimeHoursFrom", INTEGER, ""));
        filters.add(optional("TurnaroundTimeHoursTo", INTEGER, ""));
        filters.add(optional("JobName", STRING, ""));
        filters.add(optional("ExternalID", STRING, "").alias("ExternalId"));
        filters.add(optional("JobDifficulty", STRING, "").oneOf(List.of("Good", "Bad", "Unknown")));
        filters.add(optional("Requestor", STRING, "job/new's requestor, exactly (not in the v1 spec)"));
        filters.add(optional("Reference", STRING, "job/new's reference, exactly (not in the v1 spec)"));
        filters.add(optional("page_size", INTEGER, "page through the list, this many at a time (answer has NextCursor)"));
        filters.add(optional("cursor", STRING, "the NextCursor of the page before"));
        return filters.toArray(Param[]::new);
    }

    /** get_caption's parameters (and those a caption link carries), after the given ones. */
    private static Param[] captionParams(Param... first) {
        List<Param> params = new ArrayList<>(List.of(JOB_ID));
        params.addAll(List.of(first));
        params.addAll(textParams());
        params.add(optional("caption_words_min", INTEGER, ""));
        params.add(optional("caption_by_sentence", BOOLEAN, ""));
        params.add(optional("characters_per_caption_line", INTEGER, ""));
        params.add(optional("disallow_dangling", BOOLEAN, ""));
        params.add(optional("display_effects_speaker_as", STRING, ""));
        params.add(optional("display_speaker_id", STRING, "").oneOf(names(SpeakerDisplay.values(), d -> d.name().toLowerCase(Locale.ROOT))));
        params.add(optional("layout_target_caption_length_ms", INTEGER, ""));
        params.add(optional("line_break_on_sentence", BOOLEAN, ""));
        params.add(optional("lines_per_caption", INTEGER, ""));
        params.add(optional("maximum_caption_duration", INTEGER, "milliseconds"));
        params.add(optional("merge_gap_interval", INTEGER, "milliseconds"));
        params.add(optional("minimum_caption_length_ms", INTEGER, ""));
        params.add(optional("minimum_gap_between_captions_ms", INTEGER, ""));
        params.add(optional("silence_max_ms", INTEGER, ""));
        params.add(optional("single_speaker_per_caption", BOOLEAN, ""));
        params.add(optional("sound_threshold", INTEGER, ""));
        params.add(optional("sound_tokens_by_caption", BOOLEAN, ""));
        params.add(optional("sound_tokens_by_line", BOOLEAN, ""));
        params.add(optional("sound_tokens_by_caption_list", LIST, "sound tags"));
        params.add(optional("sound_tokens_by_line_list", LIST, "sound tags"));
        params.add(optional("speaker_on_new_line", BOOLEAN, ""));
        params.add(optional("srt_format", STRING, "Python-format-style substitutions such as {caption_number:d}"));
        params.add(optional("dfxp_header", STRING, ""));
        params.add(optional("include_dfxp_metadata", BOOLEAN, "default true"));
        params.add(optional("qt_seamless", BOOLEAN, ""));
        return params.toArray(Param[]::new);
    }

    private static Param[] transcriptParams() {
        List<Param> params = new ArrayList<>(List.of(JOB_ID));
        params.addAll(textParams());
        params.add(optional("create_paragraphs", BOOLEAN, ""));
        params.add(optional("newlines_after_paragraph", INTEGER, ""));
        params.add(optional("newlines_after_sentence", INTEGER, ""));
        params.add(optional("timecode_every_paragraph", BOOLEAN, ""));
        params.add(optional("timecode_format", STRING, ""));
        params.add(optional("timecode_interval", INTEGER, "milliseconds"));
        params.add(optional("timecode_offset", INTEGER, "milliseconds"));
        params.add(optional("display_speaker_id", STRING, "").oneOf(List.of("no", "number", "name")));
        params.add(optional("file_format", STRING, "").oneOf(names(TranscriptFileFormat.values(), Enum::name)));
        return params.toArray(Param[]::new);
    }

    /** The text parameters get_caption and get_transcript share. */
    private static List<Param> textParams() {
        return List.of(SELECT_VERSION, SELECT_IWP, AUDIO_DESCRIPTION,
                optional("emit_speaker_change_tokens_as", STRING, "").alias("emit_speaker_change_token_as"),
                optional("mixed", BOOLEAN, ""),
                optional("remove_disfluencies", BOOLEAN, ""), optional("mask_profanity", BOOLEAN, ""),
                optional("remove_sounds_list", LIST, "sound tags"), optional("remove_sound_references", BOOLEAN, ""),
                optional("replace_slang", BOOLEAN, ""),
                optional("sound_boundaries", LIST, "the opening and closing marks, e.g. [\"{\",\"}\"]"),
                optional("replace_english_spelling", STRING, "").oneOf(names(SpellingVariant.values(), Enum::name)),
                optional("force_case", STRING, "").oneOf(List.of("upper", "lower", "")),
                optional("strip_square_brackets", BOOLEAN, ""),
                optional("line_ending_format", STRING, "").oneOf(names(LineEnding.values(), Enum::name)),
                optional("utf8_mark", BOOLEAN, ""));
    }

    private static <E> List<String> names(E[] values, Function<E, String> name) {
        return Arrays.stream(values).map(name).filter(n -> n != null).toList();
    }

    private static Builder route(String path, String tag, String summary) {
        return new Builder(path, tag, summary);
    }

    /** Collects one route's facts; defaults: GET and POST, token, no v check, parameters in the body. */
    private static final class Builder {
        private final List<String> paths = new ArrayList<>();
        private final String tag;
        private final String summary;
        private List<String> methods = GET_POST;
        private String description = "";
        private boolean versioned;
        private Operation.Auth auth = Operation.Auth.TOKEN;
        private List<Param> params = List.of();
        private Operation.Body body = Operation.Body.PARAMETERS;
        private Operation.Answer answer;
        private boolean onSandbox = true;

        Builder(String path, String tag, String summary) {
            this.paths.add(path);
            this.tag = tag;
            this.summary = summary;
        }

        Builder alias(String path) {
            paths.add(path);
            return this;
        }

        Builder methods(String... names) {
            methods = List.of(names);
            return this;
        }

        Builder describe(String text) {
            description = text;
            return this;
        }

        Builder versioned() {
            versioned = true;
            return this;
        }

        Builder auth(Operation.Auth how) {
            auth = how;
            return this;
        }

        Builder params(Param... all) {
            params = List.of(all);
            return this;
        }

        Builder body(Operation.Body kind) {
            body = kind;
            return this;
        }

        Builder notOnSandbox() {
            onSandbox = false;
            return this;
        }

        Builder ok(String schema, String what) {
            answer = new Operation.Answer(200, "application/json", schema, what, null);
            return this;
        }

        Builder created(String schema, String what) {
            answer = new Operation.Answer(201, "application/json", schema, what, null);
            return this;
        }

        Builder file(String mediaType, String what) {
            answer = new Operation.Answer(200, mediaType, null, what, null);
            return this;
        }

        Builder orJson(String schema) {
            answer = new Operation.Answer(answer.status(), answer.mediaType(), answer.schema(), answer.description(), schema);
            return this;
        }

        Builder noContent() {
            answer = new Operation.Answer(204, null, null, "done; no body", null);
            return this;
        }

        Builder emptyOk() {
            answer = new Operation.Answer(200, null, null, "queued; no body", null);
            return this;
        }

        Operation build() {
            return new Operation(List.copyOf(paths), methods, tag, summary, description, versioned, auth, params, body,
                    answer, onSandbox);
        }
    }
}
