package dev.parlance.account;

import dev.parlance.common.Ids;
import dev.parlance.system.ParlanceProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Component;

import java.time.Clock;
import java.util.Set;

/**
 * On an empty database, creates the first account from PARLANCE_ADMIN_USERNAME and
 * PARLANCE_ADMIN_PASSWORD, or with a random password printed once. Processes of a cluster may start
 * together on one empty database: the unique username decides which one creates it.
 *
 * <p>Runs once every bean exists (the database migrated) and before the web server opens its port,
 * so no request can arrive before the first account does: a login right after start-up works.
 * (An ApplicationRunner would run after the port is already answering.)
 */
@Component
class AdminBootstrap implements SmartInitializingSingleton {
    private static final Logger log = LoggerFactory.getLogger(AdminBootstrap.class);

    private final AccountRepository accounts;
    private final PasswordHasher hasher;
    private final ParlanceProperties properties;
    private final Clock clock;

    AdminBootstrap(AccountRepository accounts, PasswordHasher hasher, ParlanceProperties properties, Clock clock) {
        this.accounts = accounts;
        this.hasher = hasher;
        this.properties = properties;
        this.clock = clock;
    }

    @Override
    public void afterSingletonsInstantiated() {
        createFirstAccount();
    }

    void createFirstAccount() {
        if (!accounts.isEmpty()) {
            return;
        }
        String password = properties.adminPassword();
        boolean generated = password.isBlank();
        if (generated) {
            password = Ids.newId().substring(0, 20);
        }
        try {
            // The operator's account: a customer (the root of every customer tree) and the web app's ADMIN.
            accounts.insert(new Account(Ids.newId(), properties.adminUsername(), hasher.hash(password), null, null, null,
                    null, AccountSettings.DEFAULTS, clock.instant(), Set.of(Role.CUSTOMER, Role.ADMIN), null));
        } catch (DuplicateKeyException e) {
            // Several processes started on one empty database at once, and another one won.
            log.info("The first account '{}' was created by another process", properties.adminUsername());
            return;
        }
        if (generated) {
            // Printed once, on purpose: this is the only copy of the password.
            log.warn("Created the first account '{}' with password: {}  (set PARLANCE_ADMIN_PASSWORD to choose it)",
                    properties.adminUsername(), password);
        } else {
            log.info("Created the first account '{}'", properties.adminUsername());
        }
    }
}
