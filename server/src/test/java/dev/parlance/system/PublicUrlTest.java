package dev.parlance.system;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.springframework.mock.web.MockHttpServletRequest;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

@Tag("no-database")
class PublicUrlTest {
    private static PublicUrl withSetting(String publicUrl) {
        return new PublicUrl(new ParlanceProperties(Path.of("."), publicUrl, false, "admin", "", Duration.ofDays(7), "x", false, ""));
    }

    private static MockHttpServletRequest request() {
        MockHttpServletRequest r = new MockHttpServletRequest("GET", "/api/job/media");
        r.setScheme("http");
        r.setServerName("10.1.1.1");
        r.setServerPort(8080);
        r.addHeader("X-Forwarded-Host", "evil.example");
        return r;
    }

    @Test
    void usesTheConfiguredPublicUrl() {
        assertThat(withSetting("https://captions.example.org/").base(request())).isEqualTo("https://captions.example.org");
    }

    @Test
    void fallsBackToTheRequestAndIgnoresForwardedHeaders() {
        assertThat(withSetting("").base(request())).isEqualTo("http://10.1.1.1:8080");
    }
}
