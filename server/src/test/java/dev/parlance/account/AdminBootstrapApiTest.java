package dev.parlance.account;

import dev.parlance.support.ApiTestSupport;
import dev.parlance.system.ParlanceProperties;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;

import java.time.Clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatNoException;

class AdminBootstrapApiTest extends ApiTestSupport {
    @Autowired
    JdbcClient jdbc;
    @Autowired
    PasswordHasher hasher;
    @Autowired
    ParlanceProperties properties;
    @Autowired
    Clock clock;

    @Test
    void losingTheRaceToAnotherProcessIsNotAnError() {
        // This process saw an empty database, but another one inserted the first account meanwhile.
        AccountRepository sawEmpty = new AccountRepository(jdbc) {
            @Override
            public boolean isEmpty() {
                return true;
            }
        };
        AdminBootstrap bootstrap = new AdminBootstrap(sawEmpty, hasher, properties, clock);

        assertThatNoException().isThrownBy(() -> bootstrap.createFirstAccount());
        assertThat(jdbc.sql("select count(*) from accounts where username_key = lower(?)").param(ADMIN)
                .query(Long.class).single()).isEqualTo(1);
        login(ADMIN, ADMIN_PASSWORD);
    }
}
