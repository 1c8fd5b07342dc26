package dev.parlance.media;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Incoming media bytes (an upload body or a download), counted as they pass and cut off past a
 * limit. Also tells the sender's failures (a dropped connection) apart from the store's own
 * (a full disk): the former arrive as {@link ReadFailed}.
 */
final class LimitedSource extends FilterInputStream {
    /** More bytes arrived than the limit allows. */
    static final class TooLarge extends IOException {
        TooLarge(long limit) {
            super("more than " + limit + " bytes");
        }
    }

    /** Reading from the sender failed. */
    static final class ReadFailed extends IOException {
        ReadFailed(IOException cause) {
            super(cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage(), cause);
        }
    }

    private final long limit;
    private long count;

    LimitedSource(InputStream in, long limit) {
        super(in);
        this.limit = limit;
    }

    long count() {
        return count;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) == -1 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n;
        try {
            n = in.read(b, off, len);
        } catch (IOException e) {
            throw new ReadFailed(e);
        }
        if (n > 0) {
            count += n;
            if (count > limit) {
                throw new TooLarge(limit);
            }
        }
        return n;
    }

    @Override
    public long skip(long n) throws IOException {
        throw new IOException("skip is not supported on incoming media");
    }
}
