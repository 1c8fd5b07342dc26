package dev.parlance.notification;

import dev.parlance.common.ApiException;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.Base64;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class CallbackRequestTest {
    @Test
    void substitutesJobTagsAndMetadataUrlEncoded() {
        var r = CallbackRequest.of("https://example.com/cb?job={job_id}&name={job_name}&v={elementlist_version}&iwp={iwp_name}&c={customer}&x={unknown}",
                Map.of("job_id", "abc", "job_name", "My job & more", "elementlist_version", "2026-01-01T00:00:00.000001",
                        "iwp_name", "FINAL"),
                Map.of("customer", "ACME/1"));
        assertThat(r.uri().toString()).isEqualTo("https://example.com/cb?job=abc&name=My%20job%20%26%20more"
                + "&v=2026-01-01T00%3A00%3A00.000001&iwp=FINAL&c=ACME%2F1&x=%7Bunknown%7D");
        assertThat(r.authorization()).isEmpty();
    }

    @Test
    void turnsUserInfoIntoBasicAuth() {
        var r = CallbackRequest.of("https://bob:s%40cret@example.com:8443/hook/{job_id}?a=1", Map.of("job_id", "j1"), Map.of());
        assertThat(r.uri().toString()).isEqualTo("https://example.com:8443/hook/j1?a=1");
        assertThat(r.authorization()).contains("Basic " + Base64.getEncoder().encodeToString("bob:s@cret".getBytes()));
    }

    @Test
    void refusesWhatIsNotAnHttpUrl() {
        assertThatThrownBy(() -> CallbackRequest.of("ftp://example.com/x", Map.of(), Map.of())).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> CallbackRequest.of("/relative", Map.of(), Map.of())).isInstanceOf(ApiException.class);
        assertThatThrownBy(() -> CallbackRequest.of("http://exa mple.com/", Map.of(), Map.of())).isInstanceOf(ApiException.class);
    }
}
