package dev.parlance.web;

import dev.parlance.account.Account;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

import java.util.List;

/** {@code GET /work/api/me}: who the work API takes the caller for; a script's first check of its token. */
@RestController
class MeController {
    record Me(String id, String username, String name, List<String> roles) {
    }

    @GetMapping(WebPaths.WORK_API + "/me")
    Me me(@CurrentAccount Account me) {
        return new Me(me.id(), me.username(), me.displayName(), me.roles().stream().map(Enum::name).toList());
    }
}
