package dev.parlance.captions.align;

import java.util.Arrays;

/**
 * The alignment path cut into what gets one timing rule: a match, or a change (one substitution
 * with the deletions and insertions around it, up to the next substitution or match). Insertions
 * with no substitution in their block are left out: they have no old time to share.
 */
final class Groups {
    static final byte MATCH = 0;
    static final byte CHANGE = 1;

    private byte[] kinds = new byte[64];
    /** Per group: old items [from, to), new items [from, to), the substituted old and new item. */
    private int[][] fields = new int[64][];
    private int size;

    static Groups of(Path path) {
        Groups groups = new Groups();
        int step = 0;
        while (step < path.size()) {
            if (path.kind(step) == Path.MATCH) {
                groups.add(MATCH, new int[] {path.old(step), path.old(step) + 1, path.fresh(step), path.fresh(step) + 1,
                        path.old(step), path.fresh(step)});
                step++;
                continue;
            }
            int end = step;
            while (end < path.size() && path.kind(end) != Path.MATCH) {
                end++;
            }
            groups.block(path, step, end);
            step = end;
        }
        return groups;
    }

    /** A changed block: one group per substitution, the steps before the first joining it. */
    private void block(Path path, int from, int to) {
        int groupStart = from;
        int substitution = -1;
        for (int step = from; step < to; step++) {
            if (path.kind(step) != Path.SUBSTITUTE) {
                continue;
            }
            if (substitution >= 0) {
                change(path, groupStart, step, substitution);
                groupStart = step;
            }
            substitution = step;
        }
        if (substitution >= 0) {
            change(path, groupStart, to, substitution);
        }
    }

    private void change(Path path, int from, int to, int substitution) {
        int oldFrom = Integer.MAX_VALUE;
        int oldTo = -1;
        int newFrom = Integer.MAX_VALUE;
        int newTo = -1;
        for (int step = from; step < to; step++) {
            if (path.old(step) >= 0) {
                oldFrom = Math.min(oldFrom, path.old(step));
                oldTo = Math.max(oldTo, path.old(step) + 1);
            }
            if (path.fresh(step) >= 0) {
                newFrom = Math.min(newFrom, path.fresh(step));
                newTo = Math.max(newTo, path.fresh(step) + 1);
            }
        }
        add(CHANGE, new int[] {oldFrom, oldTo, newFrom, newTo, path.old(substitution), path.fresh(substitution)});
    }

    private void add(byte kind, int[] values) {
        if (size == kinds.length) {
            kinds = Arrays.copyOf(kinds, size * 2);
            fields = Arrays.copyOf(fields, size * 2);
        }
        kinds[size] = kind;
        fields[size] = values;
        size++;
    }

    int size() {
        return size;
    }

    byte kind(int g) {
        return kinds[g];
    }

    int oldFrom(int g) {
        return fields[g][0];
    }

    int oldTo(int g) {
        return fields[g][1];
    }

    int newFrom(int g) {
        return fields[g][2];
    }

    int newTo(int g) {
        return fields[g][3];
    }

    int oldItem(int g) {
        return fields[g][4];
    }

    int newItem(int g) {
        return fields[g][5];
    }
}
