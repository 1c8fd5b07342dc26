package dev.parlance.account;

import org.springframework.stereotype.Service;

import java.util.Optional;

/** update_setting, and get_settings (the 2022 description's reading of them). */
@Service
public class AccountSettingsService {
    private final AccountRepository accounts;
    private final AccountAccess access;

    AccountSettingsService(AccountRepository accounts, AccountAccess access) {
        this.accounts = accounts;
        this.access = access;
    }

    /** The settings of the caller or of the named descendant (the same permission check as a change). */
    public AccountSettings of(Account caller, Optional<String> accountUsername) {
        return access.actingAs(caller, accountUsername).settings();
    }

    /** Changes the named settings of the caller or of the named descendant; the others stay as they are. */
    public void update(Account caller, Optional<String> accountUsername, AccountSettingsChange change) {
        Account target = access.actingAs(caller, accountUsername);
        accounts.applySettings(target.id(), change);
    }
}
