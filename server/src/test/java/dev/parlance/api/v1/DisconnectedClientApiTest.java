package dev.parlance.api.v1;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.spi.ILoggingEvent;
import dev.parlance.support.ApiTestSupport;
import dev.parlance.support.CapturedLogs;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Issue 28: a client that goes away in the middle of a download (a closed browser tab, a cancelled
 * curl) is the client's business: the service logs it at most at DEBUG, never as an error with a
 * stack trace.
 */
class DisconnectedClientApiTest extends ApiTestSupport {
    @RegisterExtension
    final CapturedLogs logs = new CapturedLogs();

    @Test
    void aClientThatHangsUpMidDownloadIsNoErrorInTheLog() throws Exception {
        String token = adminToken();
        String job = api.get("/api/job/new", "v", "1", "api_token", token, "job_name", "hung up").ok().path("JobId").asString();
        api.postBytes("/api/job/add_media", "v=1&api_token=" + token + "&job_id=" + job, "audio/wav", silence(300)).ok();
        URI link = URI.create(api.get("/api/job/media", "v", "1", "api_token", token, "job_id", job).ok()
                .path("MediaUrl").asString());

        try (Socket socket = new Socket(link.getHost(), link.getPort())) {
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + link.getRawPath() + (link.getRawQuery() == null ? "" : "?" + link.getRawQuery())
                    + " HTTP/1.1\r\nHost: " + link.getHost() + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            InputStream in = socket.getInputStream();
            byte[] start = in.readNBytes(4096);
            assertThat(new String(start, StandardCharsets.ISO_8859_1)).startsWith("HTTP/1.1 200");
            socket.setSoLinger(true, 0); // a reset, as a closed tab sends, rather than a polite close
        }
        Thread.sleep(1500); // the server finds out on its next write

        List<ILoggingEvent> loud = logs.seen().stream()
                .filter(e -> e.getLevel().isGreaterOrEqual(Level.ERROR)
                        || e.getLevel().isGreaterOrEqual(Level.WARN) && e.getThrowableProxy() != null)
                .toList();
        assertThat(loud).extracting(ILoggingEvent::getFormattedMessage).isEmpty();
    }

    /** A WAV of silence, large enough (16 kHz, 16-bit) that the server is still writing when the client goes. */
    private static byte[] silence(int seconds) {
        int data = seconds * 16_000 * 2;
        ByteBuffer wav = ByteBuffer.allocate(44 + data).order(ByteOrder.LITTLE_ENDIAN);
        wav.put("RIFF".getBytes(StandardCharsets.US_ASCII)).putInt(36 + data).put("WAVE".getBytes(StandardCharsets.US_ASCII));
        wav.put("fmt ".getBytes(StandardCharsets.US_ASCII)).putInt(16).putShort((short) 1).putShort((short) 1)
                .putInt(16_000).putInt(32_000).putShort((short) 2).putShort((short) 16);
        wav.put("data".getBytes(StandardCharsets.US_ASCII)).putInt(data);
        return wav.array();
    }
}
