package dev.parlance.system;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

import java.nio.file.Path;
import java.time.Duration;

/**
 * Operator settings. Each is also an environment variable: {@code parlance.data-dir} is
 * {@code PARLANCE_DATA_DIR}, {@code parlance.public-url} is {@code PARLANCE_PUBLIC_URL}, and so on.
 *
 * @param dataDir           all local state: embedded database, media, outbox
 * @param publicUrl         base of the absolute URLs handed out; empty means "from the request"
 * @param allowPrivateUrls  allow media and callback URLs that resolve to private addresses
 * @param adminUsername     first account created on an empty database
 * @param adminPassword     its password; a random one is generated and printed once when empty
 * @param tokenIdleTimeout  a session token expires after this much inactivity
 * @param secret            key for signed links and sealed API keys; generated under dataDir when empty
 *                          (set it explicitly when several processes share one database)
 * @param sandbox           run as the sandbox deployment ({@code PARLANCE_SANDBOX=true}): sample content
 *                          instead of recognition, accounts created with a production token
 * @param productionUrl     base URL of the production service a sandbox checks those tokens against
 */
@ConfigurationProperties("parlance")
public record ParlanceProperties(
        @DefaultValue("./data") Path dataDir,
        @DefaultValue("") String publicUrl,
        @DefaultValue("false") boolean allowPrivateUrls,
        @DefaultValue("admin") String adminUsername,
        @DefaultValue("") String adminPassword,
        @DefaultValue("7d") Duration tokenIdleTimeout,
        @DefaultValue("") String secret,
        @DefaultValue("false") boolean sandbox,
        @DefaultValue("") String productionUrl) {
}
