package dev.parlance.web.account;

import dev.parlance.web.WebPaths;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.GetMapping;

/**
 * {@code /account}: where the header's "Account" link leads. A customer sees its parts (API keys,
 * settings, sub-accounts, usage, password); a workforce member or operator, who has no customer
 * account, sees the password alone (the template decides by {@code me.isCustomer()}).
 */
@Controller
class AccountPage {
    static final String PATH = WebPaths.ACCOUNT;

    @GetMapping(PATH)
    String overview() {
        return "account/overview";
    }
}
