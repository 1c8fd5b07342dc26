package dev.parlance.api.v1;

import dev.parlance.support.ApiClient;
import dev.parlance.support.ApiResponse;
import dev.parlance.support.OwnAddress;


/**
 * Clients that each log in from an address of their own, so the login throttle sees strangers and
 * owners apart, and tests do not share counts with each other or with the rest of the suite (which
 * connects from 127.0.0.1).
 */
final class LoginClients {
    private LoginClients() {
    }

    /** A client connecting from a random 127.x.y.z address other than 127.0.0.1. */
    static ApiClient fromOwnAddress(int port) {
        return new ApiClient("http://127.0.0.1:" + port, OwnAddress.next());
    }

    static ApiResponse loginFrom(ApiClient client, String username, String password) {
        return client.get("/api/account/login", "v", "1", "username", username, "password", password);
    }
}
