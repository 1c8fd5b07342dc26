package dev.parlance.system;

import dev.parlance.ParlanceApplication;
import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.TestDatabase;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The address rules for URLs clients give (media_url, callback_url), over HTTP. The shared test
 * application allows private URLs (its media servers and callback receivers live on loopback), so
 * the refusals run against a second application started here with the default, strict setting;
 * the spelling rules hold in the shared one too, since they do not depend on the setting.
 */
class UrlRulesApiTest extends ApiTestSupport {
    private static final String STRICT_ADMIN_PASSWORD = "strict-admin-1";
    /** Loopback, private, link-local, metadata, unspecified, and the same inside IPv6; "localhost" by name. */
    private static final String[] PRIVATE_HOSTS = {"127.0.0.1", "localhost", "10.1.2.3", "172.16.0.1", "192.168.1.1",
            "169.254.169.254", "0.0.0.0", "100.64.0.1", "[::1]", "[fe80::1]", "[fd00::1]", "[::]", "[::ffff:127.0.0.1]",
            "[::ffff:169.254.169.254]"};
    /** IPv4 in forms parsers read differently; 0177.0.0.1 is the public 177.0.0.1 to Java, loopback to curl. */
    private static final String[] NON_CANONICAL_HOSTS = {"0177.0.0.1", "0x7f000001", "0x7f.1", "2130706433", "127.1",
            "127.0.0.01", "0x7f.0.0.1", "017700000001", "127.0.1", "8.8.8.010", "010.8.8.8", "134744072",
            "[::ffff:0177.0.0.1]", "[::ffff:127.0.0.01]", "127.0.0.1.", "media.0x1f"};

    private static ConfigurableApplicationContext strictContext;
    private static ApiClient strict;
    private static String strictToken;

    @BeforeEach
    void startStrictApplication() {
        if (strictContext != null) {
            return;
        }
        Path dataDir;
        try {
            dataDir = Files.createTempDirectory("parlance-strict-urls-");
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Object> properties = new HashMap<>(TestDatabase.properties(dataDir));
        properties.put("server.port", "0");
        properties.put("parlance.data-dir", dataDir.toString());
        properties.put("parlance.admin-password", STRICT_ADMIN_PASSWORD);
        properties.put("parlance.allow-private-urls", "false");
        // As command-line arguments: they outrank application.properties (server.port, data-dir), defaults do not.
        strictContext = new SpringApplicationBuilder(ParlanceApplication.class)
                .run(properties.entrySet().stream().map(e -> "--" + e.getKey() + "=" + e.getValue()).toArray(String[]::new));
        strict = new ApiClient("http://localhost:" + strictContext.getEnvironment().getProperty("local.server.port"));
        strictToken = strict.get("/api/account/login", "v", "1", "username", "admin", "password", STRICT_ADMIN_PASSWORD)
                .ok().path("ApiToken").asString();
    }

    @AfterAll
    static void stopStrictApplication() {
        if (strictContext != null) {
            strictContext.close();
            strictContext = null;
        }
    }

    private static String newJob(ApiClient client, String token) {
        return client.get("/api/job/new", "v", "1", "api_token", token).ok().path("JobId").asString();
    }

    private static ApiResponse modifyCallback(ApiClient client, String token, String jobId, String url) {
        return client.get("/api/job/modify", "v", "1", "api_token", token, "job_id", jobId, "callback_url", url);
    }

    private static ApiResponse performWithCallback(ApiClient client, String token, String jobId, String url) {
        return client.get("/api/job/perform_transcription", "v", "1", "api_token", token, "job_id", jobId,
                "transcription_fidelity", "MECHANICAL", "callback_url", url);
    }

    private static ApiResponse addMediaUrl(ApiClient client, String token, String jobId, String url) {
        return client.get("/api/job/add_media", "v", "1", "api_token", token, "job_id", jobId, "media_url", url);
    }

    private static String returnTargets(ApiClient client, String token, String jobId) {
        return client.get("/api/job/info", "v", "1", "api_token", token, "job_id", jobId).ok().path("ReturnTargets").toString();
    }

    @Test
    void callbackUrlsOnPrivateAddressesAreRefusedWhenSubmitted() {
        String jobId = newJob(strict, strictToken);
        for (String host : PRIVATE_HOSTS) {
            String url = "http://" + host + ":8080/hook?job={job_id}";
            assertThat(modifyCallback(strict, strictToken, jobId, url).error("INVALID_URL")).as(url)
                    .contains("callback_url").contains("private or reserved address");
            assertThat(performWithCallback(strict, strictToken, jobId, url).error("INVALID_URL")).as(url)
                    .contains("callback_url");
        }
        assertThat(returnTargets(strict, strictToken, jobId)).isEqualTo("{}");
        // Nothing was started either: the job still waits for its transcription request.
        assertThat(strict.get("/api/job/info", "v", "1", "api_token", strictToken, "job_id", jobId).ok()
                .path("JobStatus").asString()).isEqualTo("Authorizing");
    }

    @Test
    void aPublicCallbackUrlPassesAndATagInTheHostIsRefused() {
        String jobId = newJob(strict, strictToken);
        assertThat(modifyCallback(strict, strictToken, jobId, "https://93.184.216.34/hook?job={job_id}").status())
                .isEqualTo(204);
        assertThat(returnTargets(strict, strictToken, jobId)).contains("https://93.184.216.34/hook?job={job_id}");
        // Past the URL rules, perform_transcription stops at the missing media instead.
        assertThat(performWithCallback(strict, strictToken, jobId, "https://[2606:2800:220:1:248:1893:25c8:1946]/cb")
                .error("INVALID_QUERY")).contains("no media");
        // A tag in the host could make it invalid (a job name with a space) or private: refused when handed over.
        assertThat(modifyCallback(strict, strictToken, jobId, "https://{customer}.example/hook").error("INVALID_URL"))
                .contains("may not stand in the host");
        assertThat(modifyCallback(strict, strictToken, jobId, "https://{job_name}.hooks.example.com/").error("INVALID_URL"))
                .contains("may not stand in the host");
        // A tag in the userinfo no longer hides the host from the address check.
        assertThat(modifyCallback(strict, strictToken, jobId, "http://{job_id}@127.0.0.1/hook").error("INVALID_URL"))
                .contains("private or reserved address");
        assertThat(modifyCallback(strict, strictToken, jobId, "https://{job_id}:x@93.184.216.34/hook").status()).isEqualTo(204);
        // Odd spellings are refused as such, never a crash.
        for (String odd : List.of("http:/93.184.216.34/a", "http:93.184.216.34/a", "http://93.184.216.34:+18555/a",
                "http://93.184.216.34:4294985851/a", "http://media\u3002example/a")) {
            assertThat(modifyCallback(strict, strictToken, jobId, odd).error("INVALID_URL")).as(odd).isNotEmpty();
            assertThat(addMediaUrl(strict, strictToken, jobId, odd).error("INVALID_URL")).as(odd).isNotEmpty();
        }
    }

    @Test
    void mediaUrlsOnPrivateAddressesAreRefusedWhenSubmitted() {
        String jobId = newJob(strict, strictToken);
        for (String host : PRIVATE_HOSTS) {
            assertThat(addMediaUrl(strict, strictToken, jobId, "http://" + host + "/a.mp4").error("INVALID_URL")).as(host)
                    .contains("private or reserved address");
        }
    }

    @Test
    void nonCanonicalIpv4HostsAreRefusedWithTheStrictSetting() {
        String jobId = newJob(strict, strictToken);
        for (String host : NON_CANONICAL_HOSTS) {
            assertThat(addMediaUrl(strict, strictToken, jobId, "http://" + host + "/a.mp4").error("INVALID_URL")).as(host)
                    .contains("non-canonical");
            assertThat(modifyCallback(strict, strictToken, jobId, "http://" + host + "/cb").error("INVALID_URL")).as(host)
                    .contains("non-canonical");
            assertThat(performWithCallback(strict, strictToken, jobId, "http://" + host + "/cb").error("INVALID_URL"))
                    .as(host).contains("non-canonical");
        }
        assertThat(returnTargets(strict, strictToken, jobId)).isEqualTo("{}");
    }

    /** Even where private addresses are allowed: which address such a host means depends on who reads it. */
    @Test
    void nonCanonicalIpv4HostsAreRefusedWhenPrivateUrlsAreAllowed() {
        String token = adminToken();
        String jobId = newJob(api, token);
        for (String host : NON_CANONICAL_HOSTS) {
            assertThat(addMediaUrl(api, token, jobId, "http://" + host + ":9/a.mp4").error("INVALID_URL")).as(host)
                    .contains("non-canonical");
            assertThat(modifyCallback(api, token, jobId, "http://" + host + ":9/cb").error("INVALID_URL")).as(host)
                    .contains("non-canonical");
        }
        assertThat(returnTargets(api, token, jobId)).isEqualTo("{}");
        // The canonical spelling of the same address is a URL like any other here.
        assertThat(modifyCallback(api, token, jobId, "http://127.0.0.1:9/cb").status()).isEqualTo(204);
    }
}
