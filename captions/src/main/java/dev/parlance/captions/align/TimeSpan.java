package dev.parlance.captions.align;

/** A time range of the media in milliseconds, {@code start <= end}. */
public record TimeSpan(long start, long end) {
    public TimeSpan {
        if (end < start) {
            throw new IllegalArgumentException("a span ends before it starts: " + start + ".." + end);
        }
    }

    public long length() {
        return end - start;
    }
}
