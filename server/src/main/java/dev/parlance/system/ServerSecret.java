package dev.parlance.system;

import org.springframework.stereotype.Component;

import javax.crypto.Cipher;
import javax.crypto.Mac;
import javax.crypto.spec.GCMParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Arrays;
import java.util.Base64;
import java.util.HexFormat;

/**
 * The server's one secret: signs links (upload URLs, caption URLs, downloads) and seals stored API
 * keys. Taken from {@code PARLANCE_SECRET}, or generated once into the data folder so a single
 * machine needs no setup.
 */
@Component
public class ServerSecret {
    private final byte[] key;
    private final SecureRandom random = new SecureRandom();

    public ServerSecret(ParlanceProperties properties) {
        this.key = properties.secret().isBlank()
                ? loadOrCreate(properties.dataDir().resolve("secret.key"))
                : sha256(properties.secret().getBytes(StandardCharsets.UTF_8));
    }

    private static byte[] loadOrCreate(Path file) {
        try {
            if (Files.exists(file)) {
                return HexFormat.of().parseHex(Files.readString(file).strip());
            }
            OwnerOnly.createDirectories(file.getParent());
            byte[] fresh = new byte[32];
            new SecureRandom().nextBytes(fresh);
            Path tmp = file.resolveSibling("secret.key.tmp");
            // A crash before the move leaves this behind; the next start writes it anew.
            Files.deleteIfExists(tmp);
            // Owner-only from the start (0600): the key signs links and opens stored API keys.
            OwnerOnly.writeNew(tmp, HexFormat.of().formatHex(fresh));
            Files.move(tmp, file);
            return fresh;
        } catch (IOException e) {
            throw new UncheckedIOException("Cannot read or create " + file, e);
        }
    }

    /** Hex HMAC-SHA256 of the text, for signed links. */
    public String sign(String text) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return HexFormat.of().formatHex(mac.doFinal(text.getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public boolean verify(String text, String signature) {
        return signature != null && MessageDigest.isEqual(sign(text).getBytes(StandardCharsets.UTF_8),
                signature.getBytes(StandardCharsets.UTF_8));
    }

    /** AES-GCM encryption, base64 of nonce + ciphertext. */
    public String seal(String plain) {
        try {
            byte[] nonce = new byte[12];
            random.nextBytes(nonce);
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, nonce));
            byte[] sealed = c.doFinal(plain.getBytes(StandardCharsets.UTF_8));
            byte[] out = Arrays.copyOf(nonce, nonce.length + sealed.length);
            System.arraycopy(sealed, 0, out, nonce.length, sealed.length);
            return Base64.getEncoder().encodeToString(out);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }

    public String unseal(String sealed) {
        try {
            byte[] all = Base64.getDecoder().decode(sealed);
            Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
            c.init(Cipher.DECRYPT_MODE, new SecretKeySpec(key, "AES"), new GCMParameterSpec(128, all, 0, 12));
            return new String(c.doFinal(all, 12, all.length - 12), StandardCharsets.UTF_8);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("Sealed value does not open with this server's secret", e);
        }
    }

    /** Hex SHA-256, for storing tokens and keys by hash. */
    public static String hash(String value) {
        return HexFormat.of().formatHex(sha256(value.getBytes(StandardCharsets.UTF_8)));
    }

    private static byte[] sha256(byte[] bytes) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(bytes);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
        }
    }
}
