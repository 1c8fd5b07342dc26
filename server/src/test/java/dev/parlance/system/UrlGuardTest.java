package dev.parlance.system;

import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

@Tag("no-database")
class UrlGuardTest {
    /** Names resolve from this table; literal addresses parse without DNS. */
    private static final Map<String, String[]> DNS = Map.of(
            "media.example", new String[] {"93.184.216.34"},
            "internal.example", new String[] {"10.0.0.7"},
            "mixed.example", new String[] {"93.184.216.34", "192.168.0.10"},
            "v6.example", new String[] {"2606:2800:220:1:248:1893:25c8:1946"});

    private static InetAddress[] resolve(String host) throws UnknownHostException {
        String[] table = DNS.get(host);
        if (table == null) {
            if (!host.matches("[0-9.]+|.*:.*")) {
                throw new UnknownHostException(host);
            }
            return InetAddress.getAllByName(host);
        }
        InetAddress[] out = new InetAddress[table.length];
        for (int i = 0; i < table.length; i++) {
            out[i] = InetAddress.getByName(table[i]);
        }
        return out;
    }

    private final UrlGuard guard = new UrlGuard(false, UrlGuardTest::resolve);

    private static void assertInvalidUrl(Runnable call) {
        ApiException e = catchThrowableOfType(ApiException.class, call::run);
        assertThat(e).as("expected INVALID_URL").isNotNull();
        assertThat(e.type()).isEqualTo(ErrorType.INVALID_URL);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "http://127.0.0.1/a.mp4", "http://127.8.9.10/", "http://[::1]/a",
            "http://10.1.2.3/", "http://172.16.0.1/", "http://172.31.255.255/", "http://192.168.1.1/",
            "http://169.254.169.254/latest/meta-data/", "http://169.254.1.1/", "http://[fe80::1]/",
            "http://[fd00::1]/", "http://[fc00::5]/", "http://0.0.0.0/", "http://0.1.2.3/", "http://[::]/",
            "http://224.0.0.1/", "http://239.255.255.250/", "http://[ff02::1]/", "http://255.255.255.255/",
            "http://100.64.0.1/", "http://[::ffff:127.0.0.1]/", "http://[::ffff:10.0.0.1]/",
            "http://[64:ff9b::a9fe:a9fe]/", "http://2130706433/", "http://internal.example/a.mp3",
            "http://mixed.example/a.mp3", "https://internal.example:8443/x"})
    void refusesPrivateAndReservedAddresses(String url) {
        assertInvalidUrl(() -> guard.requirePublic(url));
    }

    /** Spellings that once crashed the check (UNHANDLED_ERROR): each is an INVALID_URL, from parse and the full check. */
    @ParameterizedTest
    @ValueSource(strings = {
            "http:/media.example/a.mp4", "http:media.example/a.mp4", "http://media.example:+18555/a.mp4",
            "http://media.example:4294985851/a.mp4", "http://media\u3002example/a.mp4", "http://media\uff0eexample/a.mp4",
            "http://127\u30020\u30020\u30021/a.mp4", "http://[::1/a", "http://:80/a", "http://a@/x", "http://%zz/"})
    void oddSpellingsAreInvalidUrlsNeverACrash(String url) {
        assertInvalidUrl(() -> guard.parse(url));
        assertInvalidUrl(() -> guard.requirePublic(url));
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "http://93.184.216.34/a.mp4", "https://media.example/a.mp4?sig=1&x=2", "http://172.32.0.1/",
            "http://172.15.255.255/", "http://100.128.0.1/", "http://8.8.8.8:8080/", "http://v6.example/",
            "http://[2606:2800:220:1:248:1893:25c8:1946]/v.mp4", "HTTPS://media.example/A.MP4"})
    void acceptsPublicAddresses(String url) {
        assertThatCode(() -> guard.requirePublic(url)).doesNotThrowAnyException();
    }

    @ParameterizedTest
    @ValueSource(strings = {"ftp://media.example/a.mp4", "file:///etc/passwd", "/relative/a.mp4", "media.example/a.mp4",
            "http://", "http:///path", "not a url", "", "gopher://media.example/", "javascript:alert(1)"})
    void refusesWhatIsNotAnAbsoluteHttpUrl(String url) {
        assertInvalidUrl(() -> guard.requirePublic(url));
    }

    /** Only the dotted quad of decimals without leading zeros is an IPv4 address; other spellings mean different addresses to different parsers. */
    @ParameterizedTest
    @ValueSource(strings = {
            "http://0177.0.0.1/", "http://0x7f000001/", "http://0x7f.1/", "http://2130706433/", "http://127.1/",
            "http://127.0.1/", "http://127.0.0.01/", "http://127.000.0.1/", "http://0x7f.0.0.1/", "http://017700000001/",
            "http://8.8.8.010/", "http://010.8.8.8/", "http://134744072/", "http://0x08080808/", "http://256.1.1.1/",
            "http://1.2.3.4.5/", "http://127.0.0.1./", "http://media.0x1f/", "http://media.123/", "http://0/",
            "http://[::ffff:0177.0.0.1]/", "http://[::ffff:127.0.0.01]/", "http://u:p@0177.0.0.1:8080/a",
            "https://0x7f.1:8443/a"})
    void refusesNonCanonicalIpv4SpellingsWhateverTheSetting(String url) {
        UrlGuard lenient = new UrlGuard(true, UrlGuardTest::resolve);
        for (UrlGuard g : new UrlGuard[] {guard, lenient}) {
            ApiException e = catchThrowableOfType(ApiException.class, () -> g.requirePublic(url));
            assertThat(e).as(url).isNotNull();
            assertThat(e.type()).isEqualTo(ErrorType.INVALID_URL);
            assertThat(e.comment()).as(url).contains("non-canonical");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://8.8.8.8/", "http://0.0.0.0/", "http://255.255.255.255/", "http://10.0.0.1/",
            "http://1.2.3.4.media.example/", "http://123abc.example/", "http://media.example./", "http://[::ffff:7f00:1]/",
            "http://[::ffff:127.0.0.1]/", "http://[2606:2800:220:1:248:1893:25c8:1946]/", "http://0x.example/"})
    void canonicalAddressesAndNamesWithDigitsParse(String url) {
        assertThatCode(() -> guard.parse(url)).doesNotThrowAnyException();
    }

    @Test
    void resolveCheckedResolvesOnceAndReturnsTheCheckedAddresses() throws UnknownHostException {
        int[] lookups = {0};
        UrlGuard counting = new UrlGuard(false, host -> {
            lookups[0]++;
            return resolve(host);
        });
        assertThat(counting.resolveChecked("media.example"))
                .containsExactly(InetAddress.getByName("93.184.216.34"));
        assertThat(lookups[0]).isEqualTo(1);
        assertInvalidUrl(() -> counting.resolveChecked("mixed.example"));
        assertInvalidUrl(() -> counting.resolveChecked("[::1]"));
        assertInvalidUrl(() -> counting.resolveChecked("0177.0.0.1"));
        // The setting skips the check, never the resolution: a connection still needs the addresses.
        UrlGuard lenient = new UrlGuard(true, UrlGuardTest::resolve);
        assertThat(lenient.resolveChecked("internal.example")).containsExactly(InetAddress.getByName("10.0.0.7"));
    }

    @Test
    void refusesAnOverlongUrl() {
        assertInvalidUrl(() -> guard.parse("https://media.example/" + "a".repeat(UrlGuard.MAX_URL_LENGTH)));
    }

    @Test
    void refusesAHostThatDoesNotResolve() {
        assertInvalidUrl(() -> guard.requirePublic("http://no-such-host.example/a.mp4"));
    }

    @Test
    void allowsPrivateAddressesWhenTheOperatorSaysSo() {
        UrlGuard lenient = new UrlGuard(true, UrlGuardTest::resolve);
        assertThatCode(() -> lenient.requirePublic("http://127.0.0.1:8080/a.mp4")).doesNotThrowAnyException();
        assertThatCode(() -> lenient.requirePublic("http://169.254.169.254/")).doesNotThrowAnyException();
        // The scheme rule stays.
        assertInvalidUrl(() -> lenient.requirePublic("file:///etc/passwd"));
    }

    @Test
    void readsTheSettingFromTheProperties() {
        UrlGuard strict = new UrlGuard(new ParlanceProperties(java.nio.file.Path.of("."), "", false, "admin", "",
                java.time.Duration.ofDays(7), "x", false, ""));
        assertInvalidUrl(() -> strict.requirePublic(URI.create("http://127.0.0.1/")));
    }
}
