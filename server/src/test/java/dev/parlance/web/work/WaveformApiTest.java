package dev.parlance.web.work;

import dev.parlance.account.Role;
import dev.parlance.support.ApiResponse;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The timeline's waveform ({@code GET /work/api/items/{id}/waveform}): peaks of the job's real audio,
 * min/max byte pairs per 10 ms, for the holder alone, a part at a time.
 */
class WaveformApiTest extends WorkApiTestSupport {

    @Test
    void theHolderGetsThePeaksOfTheAudioAPartAtATime() throws Exception {
        Customer customer = newCustomer();
        String job = reviewingJob(customer, "PREMIUM");
        Worker holder = newWorker(Role.TRANSCRIBER);
        Worker other = newWorker(Role.TRANSCRIBER);
        String item = holder.itemOf(job);
        holder.post("/work/api/items/" + item + "/claim").ok();
        double seconds = info(customer, job).path("MediaLengthSeconds").asDouble();

        ApiResponse whole = holder.get("/work/api/items/" + item + "/waveform");
        assertThat(whole.status()).isEqualTo(200);
        assertThat(whole.contentType()).startsWith("application/octet-stream");
        long total = Long.parseLong(whole.headers().firstValue("X-Waveform-Total").orElseThrow());
        assertThat(total).isCloseTo(Math.round(seconds * 100), org.assertj.core.data.Offset.offset(3L));
        assertThat(whole.bytes()).hasSize((int) total * 2);
        // Speech is loud somewhere and each pair is a min at or below its max.
        int loudest = 0;
        for (int b = 0; b < whole.bytes().length; b += 2) {
            assertThat(whole.bytes()[b]).isLessThanOrEqualTo(whole.bytes()[b + 1]);
            loudest = Math.max(loudest, whole.bytes()[b + 1]);
        }
        assertThat(loudest).isGreaterThan(20);

        // A part: one second from 1 s, the same bytes as in the whole.
        ApiResponse part = holder.get("/work/api/items/" + item + "/waveform?from=1000&to=2000");
        assertThat(part.headers().firstValue("X-Waveform-First")).hasValue("100");
        assertThat(part.bytes()).hasSize(200);
        assertThat(part.bytes()).isEqualTo(java.util.Arrays.copyOfRange(whole.bytes(), 200, 400));

        refused(other.get("/work/api/items/" + item + "/waveform"), 403, "not_held");
        refused(holder.get("/work/api/items/" + item + "/waveform?from=-5"), 400, "invalid_request");
    }
}
