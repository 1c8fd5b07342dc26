package dev.parlance.media;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class LimitedSourceTest {
    @Test
    void passesUpToTheLimitAndCounts() throws IOException {
        LimitedSource s = new LimitedSource(new ByteArrayInputStream(new byte[1000]), 1000);
        assertThat(s.readAllBytes()).hasSize(1000);
        assertThat(s.count()).isEqualTo(1000);
    }

    @Test
    void stopsOneBytePastTheLimit() {
        LimitedSource s = new LimitedSource(new ByteArrayInputStream(new byte[1001]), 1000);
        assertThatThrownBy(s::readAllBytes).isInstanceOf(LimitedSource.TooLarge.class);
    }

    @Test
    void reportsTheSendersFailuresAsReadFailed() {
        InputStream broken = new InputStream() {
            @Override
            public int read() throws IOException {
                throw new IOException("reset by peer");
            }
        };
        assertThatThrownBy(() -> new LimitedSource(broken, 10).read(new byte[4], 0, 4))
                .isInstanceOf(LimitedSource.ReadFailed.class).hasMessageContaining("reset by peer");
    }
}
