package dev.parlance.captions.align;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Numbers for word keys, so the alignment compares ints; the same table serves both texts. */
final class KeyTable {
    private final Map<String, Integer> ids = new HashMap<>();
    private final List<String> keys = new ArrayList<>();

    int id(String key) {
        return ids.computeIfAbsent(key, k -> {
            keys.add(k);
            return keys.size() - 1;
        });
    }

    String key(int id) {
        return keys.get(id);
    }
}
