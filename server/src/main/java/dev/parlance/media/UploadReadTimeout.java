package dev.parlance.media;

import org.apache.coyote.http11.AbstractHttp11Protocol;
import org.springframework.boot.tomcat.ConfigurableTomcatWebServerFactory;
import org.springframework.boot.web.server.WebServerFactoryCustomizer;
import org.springframework.stereotype.Component;

/**
 * Gives request bodies their own read timeout ({@code parlance.media.upload-read-timeout}): a
 * sender that goes quiet mid-upload would otherwise hold its connection, a thread and a partial
 * file for as long as the container's general connection timeout allows. When the wait runs out,
 * the read fails, the upload's partial file is deleted ({@link LocalMediaStore#put}) and the
 * connection is closed; the job keeps the media it had.
 */
@Component
class UploadReadTimeout implements WebServerFactoryCustomizer<ConfigurableTomcatWebServerFactory> {
    private final int millis;

    UploadReadTimeout(MediaProperties properties) {
        this.millis = Math.toIntExact(properties.uploadReadTimeout().toMillis());
    }

    @Override
    public void customize(ConfigurableTomcatWebServerFactory factory) {
        factory.addProtocolHandlerCustomizers(handler -> {
            if (handler instanceof AbstractHttp11Protocol<?> http) {
                // Tomcat applies the upload timeout to every body read once the request head is in.
                http.setDisableUploadTimeout(false);
                http.setConnectionUploadTimeout(millis);
            }
        });
    }
}
