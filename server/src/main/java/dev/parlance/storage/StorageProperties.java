package dev.parlance.storage;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;
import org.springframework.util.unit.DataSize;

/**
 * Storage settings ({@code parlance.storage.*}, env {@code PARLANCE_STORAGE_*}).
 *
 * @param type {@code local} (the data folder, default) or {@code s3}
 * @param s3   the object store, when {@code type=s3}
 */
@ConfigurationProperties("parlance.storage")
public record StorageProperties(@DefaultValue("local") StorageType type, @DefaultValue S3 s3) {

    /**
     * @param endpoint  the service's URL, e.g. {@code https://minio.example.org:9000}; empty for AWS itself
     *                  (the region's endpoint)
     * @param bucket    the bucket, which must exist; every key sits in it under {@code jobs/<id>/}
     * @param region    the signing region ({@code us-east-1} suits most S3-compatible servers)
     * @param pathStyle address the bucket as {@code endpoint/bucket/key} rather than as
     *                  {@code bucket.endpoint/key}: MinIO, Ceph and most servers without wildcard DNS need it
     * @param accessKey with {@code secretKey}: static credentials; when empty, the AWS default chain
     *                  (environment, profile, instance role)
     * @param secretKey the secret of {@code accessKey}
     * @param partSize  a stream of unknown length (an upload) goes up in parts of this size, each held in
     *                  memory while it is sent (at least 5 MB, S3's smallest part)
     */
    public record S3(
            @DefaultValue("") String endpoint,
            @DefaultValue("") String bucket,
            @DefaultValue("us-east-1") String region,
            @DefaultValue("false") boolean pathStyle,
            @DefaultValue("") String accessKey,
            @DefaultValue("") String secretKey,
            @DefaultValue("8MB") DataSize partSize) {
    }
}
