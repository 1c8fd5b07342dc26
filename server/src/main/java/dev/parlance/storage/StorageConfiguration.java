package dev.parlance.storage;

import dev.parlance.media.LocalMediaStore;
import dev.parlance.media.MediaStore;
import dev.parlance.system.ParlanceProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.core.checksums.RequestChecksumCalculation;
import software.amazon.awssdk.core.checksums.ResponseChecksumValidation;
import software.amazon.awssdk.core.exception.SdkException;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.s3.S3Client;

import java.net.URI;
import java.time.Duration;

/**
 * The process's one {@link MediaStore}, as {@code parlance.storage.type} says. An S3 store checks at
 * start-up that its bucket answers: a wrong endpoint, bucket or key fails the start with the reason
 * rather than the first upload.
 */
@Configuration(proxyBeanMethods = false)
class StorageConfiguration {
    private static final Logger log = LoggerFactory.getLogger(StorageConfiguration.class);

    @Bean
    MediaStore mediaStore(StorageProperties storage, ParlanceProperties parlance) {
        if (storage.type() == StorageType.LOCAL) {
            return new LocalMediaStore(parlance);
        }
        StorageProperties.S3 s3 = storage.s3();
        if (s3.bucket().isBlank()) {
            throw new IllegalStateException("parlance.storage.type=s3 needs parlance.storage.s3.bucket");
        }
        S3Client client = client(s3);
        try {
            client.headBucket(b -> b.bucket(s3.bucket()));
        } catch (SdkException e) {
            client.close();
            throw new IllegalStateException("The storage bucket '" + s3.bucket() + "' does not answer at "
                    + (s3.endpoint().isBlank() ? "AWS (" + s3.region() + ")" : s3.endpoint()) + ": " + e.getMessage(), e);
        }
        log.info("Media and generated files are stored in bucket '{}' at {}", s3.bucket(),
                s3.endpoint().isBlank() ? "AWS (" + s3.region() + ")" : s3.endpoint());
        return new S3MediaStore(client, s3.bucket(), Math.toIntExact(s3.partSize().toBytes()),
                parlance.dataDir().resolve("work"));
    }

    static S3Client client(StorageProperties.S3 s3) {
        var builder = S3Client.builder()
                .region(Region.of(s3.region()))
                .forcePathStyle(s3.pathStyle())
                .credentialsProvider(credentials(s3))
                // Checksums only where S3 requires them: S3-compatible servers (older MinIO, Ceph,
                // S3Proxy) do not all understand the SDK's default trailing checksums.
                .requestChecksumCalculation(RequestChecksumCalculation.WHEN_REQUIRED)
                .responseChecksumValidation(ResponseChecksumValidation.WHEN_REQUIRED)
                // Every download of media and every player's range is a connection held while it streams.
                .httpClientBuilder(Apache5HttpClient.builder().maxConnections(200)
                        .connectionTimeout(Duration.ofSeconds(10)));
        if (!s3.endpoint().isBlank()) {
            builder.endpointOverride(URI.create(s3.endpoint()));
        }
        return builder.build();
    }

    private static AwsCredentialsProvider credentials(StorageProperties.S3 s3) {
        if (s3.accessKey().isBlank()) {
            return DefaultCredentialsProvider.builder().build();
        }
        return StaticCredentialsProvider.create(AwsBasicCredentials.create(s3.accessKey(), s3.secretKey()));
    }
}
