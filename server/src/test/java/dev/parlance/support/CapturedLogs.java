package dev.parlance.support;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

import java.util.List;

/**
 * What the application logs during a test, for tests about what an operator reads:
 * {@code @RegisterExtension final CapturedLogs logs = new CapturedLogs();} then {@link #seen()}.
 */
public final class CapturedLogs implements BeforeEachCallback, AfterEachCallback {
    private final ListAppender<ILoggingEvent> events = new ListAppender<>();
    private final Logger root = (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);

    @Override
    public void beforeEach(ExtensionContext context) {
        events.start();
        root.addAppender(events);
    }

    @Override
    public void afterEach(ExtensionContext context) {
        root.detachAppender(events);
    }

    /** Every event logged since the test began, in order. */
    public List<ILoggingEvent> seen() {
        synchronized (events.list) {
            return List.copyOf(events.list);
        }
    }
}
