package dev.parlance.support;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

/**
 * Name resolution for a test's UrlGuard (its {@code HostResolver}): each lookup of a scripted name
 * takes the next answer (the last one repeats), so a name can rebind after its first lookup; other
 * hosts, literal addresses above all, resolve as usual. Counts the lookups of each scripted name.
 */
public final class TestDns {
    private final Map<String, Deque<InetAddress>> answers = new ConcurrentHashMap<>();
    private final Map<String, AtomicInteger> lookups = new ConcurrentHashMap<>();

    public static InetAddress address(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(e);
        }
    }

    /** {@code host} answers the first address on its first lookup, the next on the next, and so on. */
    public TestDns answer(String host, String... addresses) {
        answers.put(host, new ArrayDeque<>(Stream.of(addresses).map(TestDns::address).toList()));
        return this;
    }

    public InetAddress[] resolve(String host) throws UnknownHostException {
        Deque<InetAddress> queue = answers.get(host);
        if (queue == null) {
            return InetAddress.getAllByName(host);
        }
        lookups.computeIfAbsent(host, h -> new AtomicInteger()).incrementAndGet();
        synchronized (queue) {
            return List.of(queue.size() > 1 ? queue.poll() : queue.peek()).toArray(InetAddress[]::new);
        }
    }

    public int lookups(String host) {
        AtomicInteger n = lookups.get(host);
        return n == null ? 0 : n.get();
    }
}
