package dev.parlance.captions.align;

import java.util.Arrays;

/**
 * An alignment of the old units with the new, in order: each step matches (same key) or
 * substitutes one old unit for one new, deletes an old unit or inserts a new one.
 */
final class Path {
    static final byte MATCH = 0;
    static final byte SUBSTITUTE = 1;
    static final byte DELETE = 2;
    static final byte INSERT = 3;

    private byte[] kinds = new byte[256];
    private int[] olds = new int[256];
    private int[] news = new int[256];
    private int size;

    void add(byte kind, int old, int fresh) {
        if (size == kinds.length) {
            kinds = Arrays.copyOf(kinds, size * 2);
            olds = Arrays.copyOf(olds, size * 2);
            news = Arrays.copyOf(news, size * 2);
        }
        kinds[size] = kind;
        olds[size] = old;
        news[size] = fresh;
        size++;
    }

    int size() {
        return size;
    }

    byte kind(int step) {
        return kinds[step];
    }

    /** The old unit of a match, substitution or deletion; -1 for an insertion. */
    int old(int step) {
        return olds[step];
    }

    /** The new unit of a match, substitution or insertion; -1 for a deletion. */
    int fresh(int step) {
        return news[step];
    }
}
