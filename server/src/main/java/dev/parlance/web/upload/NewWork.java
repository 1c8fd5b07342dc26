package dev.parlance.web.upload;

import dev.parlance.account.Account;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.guidelines.CustomGuidelines;
import dev.parlance.guidelines.GuidelinesSource;
import dev.parlance.job.JobAccess;
import dev.parlance.job.JobService;
import dev.parlance.job.Languages;
import dev.parlance.job.NewJob;
import dev.parlance.media.MediaIntake;
import dev.parlance.media.ResumableUploads;
import dev.parlance.media.Upload;
import dev.parlance.media.UploadSession;
import dev.parlance.parameters.TranscriptionParameters;
import dev.parlance.work.PassPlan;
import dev.parlance.workflow.TranscriptionRequest;
import dev.parlance.workflow.TranscriptionService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Service;

import java.util.Base64;
import java.util.Map;
import java.util.Optional;

/**
 * New work from the page: checks the choices before anything is created (so a 2 GB file is never
 * sent for an order that would be refused), then job/new, add_custom_guidelines, add_media and
 * perform_transcription through the services the v1 routes call. A file arrives in slices: the
 * job is created when its upload starts, its media added and its transcription ordered when the
 * last slice is in ({@link #finish}, which a browser may call again after a failure or restart:
 * each step it finds done is skipped).
 */
@Service
class NewWork {
    private static final Logger log = LoggerFactory.getLogger(NewWork.class);
    /** Where the customer reached the service, kept with the order for the links e-mailed later. */
    private static final String BASE_URL = "_base_url";

    private final JobService jobs;
    private final JobAccess access;
    private final CustomGuidelines guidelines;
    private final MediaIntake intake;
    private final ResumableUploads uploads;
    private final TranscriptionService transcriptions;

    NewWork(JobService jobs, JobAccess access, CustomGuidelines guidelines, MediaIntake intake, ResumableUploads uploads,
            TranscriptionService transcriptions) {
        this.jobs = jobs;
        this.access = access;
        this.guidelines = guidelines;
        this.intake = intake;
        this.uploads = uploads;
        this.transcriptions = transcriptions;
    }

    /** Checks the order and the file's size, creates its job and the upload; nothing is created when refused. */
    UploadSession startUpload(Account caller, NewWorkForm form, UploadRequests.FileToSend file, String baseUrl) {
        if (file == null || file.name() == null || file.name().isBlank() || file.size() == null) {
            throw new ApiException(ErrorType.MISSING_PARAMETER, "Missing the file: its name and size");
        }
        long chunk = uploads.check(file.name(), file.size(), file.type(), file.chunkBytes());
        Map<String, String> fields = checkedOrder(form, baseUrl);
        fields.put(BASE_URL, baseUrl);
        String name = file.name().strip();
        String jobId = createJob(caller, form, name);
        try {
            return uploads.open(caller.id(), jobId, name, OrderFields.blankToNull(file.type()), file.size(), chunk,
                    OrderFields.toJson(fields));
        } catch (RuntimeException e) {
            deleteQuietly(caller, jobId);
            throw e;
        }
    }

    /** Media at a URL: the job is created, its download queued and its transcription ordered at once. */
    String fromUrl(Account caller, NewWorkForm form, String mediaUrl, String baseUrl) {
        String url = OrderFields.blankToNull(mediaUrl);
        if (url == null) {
            throw ApiException.missing("media_url");
        }
        Map<String, String> fields = checkedOrder(form, baseUrl);
        String name = url.replaceAll("[?#].*$", "").replaceAll("^.*/", "");
        String jobId = createJob(caller, form, name.isBlank() ? url : name);
        try {
            intake.addFromUrl(caller, jobId, url, false);
            transcriptions.request(caller, jobId, TranscriptionParameters.request(fields, baseUrl));
        } catch (RuntimeException e) {
            deleteQuietly(caller, jobId);
            throw e;
        }
        return jobId;
    }

    UploadSession status(Account caller, String id) {
        return uploads.status(caller.id(), id);
    }

    UploadSession receive(Account caller, String id, long offset, Upload slice) {
        return uploads.receive(caller.id(), id, offset, slice);
    }

    /**
     * Once every byte is in: the file becomes the job's media, then its transcription is ordered.
     * Repeatable: what is done is skipped. {@code form}, when given, is the order as the page has it
     * now (a Retry after the order was refused, the field corrected since): checked, and ordered in
     * place of the form the upload started with.
     */
    UploadSession finish(Account caller, String id, NewWorkForm form, String baseUrl) {
        UploadSession session = uploads.addAsMedia(caller, id);
        if (session.state() != UploadSession.State.STARTED) {
            if (access.requireJob(caller, session.jobId()).fidelity() == null) {
                Map<String, String> fields = form != null ? checkedOrder(form, baseUrl) : OrderFields.fromJson(session.orderJson());
                String orderedFrom = form != null ? baseUrl : fields.remove(BASE_URL);
                transcriptions.request(caller, session.jobId(), TranscriptionParameters.request(fields, orderedFrom));
            }
            session = uploads.started(caller.id(), id);
        }
        return session;
    }

    /** Refuses, before anything is created, what perform_transcription would refuse of the order alone. */
    private Map<String, String> checkedOrder(NewWorkForm form, String baseUrl) {
        if (form == null) {
            throw ApiException.missing("transcription_fidelity");
        }
        Map<String, String> fields = OrderFields.of(form, guidelinesOf(form).isPresent());
        TranscriptionRequest request = TranscriptionParameters.request(fields, baseUrl);
        PassPlan.check(request.options());
        OrderFields.expectedSpeakers(form);
        Optional.ofNullable(OrderFields.blankToNull(form.language())).flatMap(Languages::normalize)
                .ifPresent(code -> transcriptions.checkLanguage(code, request.fidelity(), false));
        String language = Optional.ofNullable(OrderFields.blankToNull(form.language())).flatMap(Languages::normalize)
                .orElse(Languages.DEFAULT);
        transcriptions.checkTargets(language, request.targetLanguages());
        return fields;
    }

    /** job/new, then add_custom_guidelines when a file was given; a refused guidelines file takes the job back. */
    private String createJob(Account caller, NewWorkForm form, String name) {
        String jobId = jobs.create(caller, new NewJob(Optional.empty(), name, OrderFields.blankToNull(form.language()),
                null, null, null, OrderFields.expectedSpeakers(form), true)).jobId();
        try {
            guidelinesOf(form).ifPresent(source -> guidelines.add(caller, jobId, source));
        } catch (RuntimeException e) {
            deleteQuietly(caller, jobId);
            throw e;
        }
        return jobId;
    }

    private static Optional<GuidelinesSource> guidelinesOf(NewWorkForm form) {
        NewWorkForm.GuidelinesFile file = form.guidelines();
        if (file == null || file.base64() == null) {
            return Optional.empty();
        }
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(file.base64());
        } catch (IllegalArgumentException e) {
            throw ApiException.invalid("guidelines", "the file's bytes are not base64: " + e.getMessage());
        }
        return Optional.of(new GuidelinesSource.FromFile(bytes, file.name(), OrderFields.blankToNull(file.type())));
    }

    private void deleteQuietly(Account caller, String jobId) {
        try {
            jobs.delete(caller, jobId);
        } catch (RuntimeException e) {
            log.warn("Could not take back job {} after a refused order", jobId, e);
        }
    }
}
