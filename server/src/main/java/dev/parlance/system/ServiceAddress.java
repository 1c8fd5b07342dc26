package dev.parlance.system;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.stereotype.Component;

import java.net.URI;
import java.sql.Timestamp;
import java.time.Clock;
import java.util.Optional;

/**
 * The service's address for links in e-mails: {@code PARLANCE_PUBLIC_URL}, else the address the
 * operator set on the people page, else none (the e-mail then gives the path to open). Never a
 * request's address: whoever sends a request chooses its Host header, and the service's mail would
 * carry their host to the reader.
 */
@Component
public class ServiceAddress {
    private static final String SETTING = "public_url";

    private final PublicUrl publicUrl;
    private final UrlGuard guard;
    private final JdbcClient jdbc;
    private final Clock clock;

    ServiceAddress(PublicUrl publicUrl, UrlGuard guard, JdbcClient jdbc, Clock clock) {
        this.publicUrl = publicUrl;
        this.guard = guard;
        this.jdbc = jdbc;
        this.clock = clock;
    }

    /** The base of links in e-mails, without a trailing slash; empty when neither is set. */
    public String forEmail() {
        return publicUrl.configured().or(this::operatorSet).orElse("");
    }

    /** Whether {@code PARLANCE_PUBLIC_URL} decides (the page's setting then does not count). */
    public Optional<String> configured() {
        return publicUrl.configured();
    }

    /** What the operator set on the people page, if anything. */
    public Optional<String> operatorSet() {
        return jdbc.sql("select setting_value from service_settings where name = ?").param(SETTING)
                .query(String.class).optional();
    }

    /**
     * Sets the address (an absolute http or https URL, a path prefix at most: the service behind a
     * proxy at {@code https://example.org/captions}), or clears it when blank.
     */
    public void set(String address) {
        String value = address == null ? "" : address.strip();
        if (!value.isEmpty()) {
            URI uri = guard.parse(value);
            if (uri.getRawQuery() != null || uri.getRawFragment() != null || uri.getRawUserInfo() != null) {
                throw new ApiException(ErrorType.INVALID_URL, "The service's address is a scheme, a host, an optional"
                        + " port and path: no user, query or fragment (" + value + ")");
            }
        }
        jdbc.sql("delete from service_settings where name = ?").param(SETTING).update();
        if (value.isEmpty()) {
            return;
        }
        String base = value.endsWith("/") ? value.substring(0, value.length() - 1) : value;
        jdbc.sql("insert into service_settings (name, setting_value, updated_at) values (?, ?, ?)")
                .params(SETTING, base, Timestamp.from(clock.instant())).update();
    }
}
