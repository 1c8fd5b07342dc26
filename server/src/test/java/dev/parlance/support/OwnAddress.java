package dev.parlance.support;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.concurrent.ThreadLocalRandom;

/**
 * A loopback address of a client's own (any 127.x.y.z is loopback on Linux), so the login throttle
 * counts its failures apart from the rest of the suite, which connects from 127.0.0.1.
 */
public final class OwnAddress {
    private OwnAddress() {
    }

    /** A random 127.x.y.z address other than 127.0.0.1. */
    public static InetAddress next() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        byte[] address = {127, (byte) random.nextInt(2, 255), (byte) random.nextInt(0, 256), (byte) random.nextInt(1, 255)};
        try {
            return InetAddress.getByAddress(address);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
