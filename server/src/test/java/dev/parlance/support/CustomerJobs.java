package dev.parlance.support;

import tools.jackson.databind.JsonNode;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The v1 calls on a customer's jobs that the pipeline's tests repeat: a job with a media file,
 * perform_transcription, Job Info, and waiting for a status, all with the customer's token.
 */
public record CustomerJobs(ApiClient api, String token) {
    /** A new job named {@code name} with this file uploaded as its media. */
    public String newJobWithMedia(String name, Path file) throws IOException {
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", name).ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav",
                Files.readAllBytes(file)).ok();
        return job;
    }

    /** perform_transcription on the job, with further parameters as name, value... */
    public ApiResponse perform(String job, String... extra) {
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", token, "job_id", job));
        params.addAll(List.of(extra));
        return api.get("/api/job/perform_transcription", params.toArray(String[]::new));
    }

    /** A new job of this media transcribed MECHANICAL (with further perform_transcription parameters) to Complete. */
    public String mechanical(String name, Path media, String... extra) throws IOException, InterruptedException {
        String job = newJobWithMedia(name, media);
        List<String> params = new ArrayList<>(List.of("transcription_fidelity", "MECHANICAL"));
        params.addAll(List.of(extra));
        perform(job, params.toArray(String[]::new)).ok();
        awaitStatus(job, Set.of("Complete"));
        return job;
    }

    /** get_elementlist of the job, with further parameters as name, value... */
    public JsonNode elementList(String job, String... extra) {
        return api.get("/api/job/get_elementlist", with(job, extra)).ok();
    }

    /** get_caption of the job in this format, with further parameters as name, value... */
    public ApiResponse caption(String job, String format, String... extra) {
        List<String> params = new ArrayList<>(List.of("caption_format", format));
        params.addAll(List.of(extra));
        return api.get("/api/job/get_caption", with(job, params.toArray(String[]::new)));
    }

    private String[] with(String job, String... extra) {
        List<String> params = new ArrayList<>(List.of("v", "1", "api_token", token, "job_id", job));
        params.addAll(List.of(extra));
        return params.toArray(String[]::new);
    }

    public JsonNode info(String job) {
        return api.get("/api/job/info", "v", "1", "api_token", token, "job_id", job).ok();
    }

    /** Job Info once the job is in one of these statuses; fails after three minutes. */
    public JsonNode awaitStatus(String job, Set<String> statuses) throws InterruptedException {
        Instant deadline = Instant.now().plus(Duration.ofMinutes(3));
        JsonNode info = info(job);
        while (!statuses.contains(info.path("JobStatus").asString()) && Instant.now().isBefore(deadline)) {
            Thread.sleep(250);
            info = info(job);
        }
        assertThat(info.path("JobStatus").asString()).as(info.toString()).isIn(statuses);
        return info;
    }
}
