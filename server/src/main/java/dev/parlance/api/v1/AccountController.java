package dev.parlance.api.v1;

import dev.parlance.account.AccountService;
import dev.parlance.common.ApiException;
import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.RestController;

import java.util.Map;
import java.util.Optional;

@RestController
class AccountController {
    private final AccountService accounts;

    AccountController(AccountService accounts) {
        this.accounts = accounts;
    }

    @ApiRoute("/api/account/login")
    Map<String, String> login(ApiParams p, HttpServletRequest request) {
        p.requireVersion();
        String username = p.text("username").or(() -> header(request, "x-auth-user"))
                .orElseThrow(() -> ApiException.missing("username"));
        String password = p.text("password").or(() -> header(request, "x-auth-password"))
                .orElseThrow(() -> ApiException.missing("password"));
        return Map.of("ApiToken", accounts.login(username, password));
    }

    @ApiRoute("/api/account/logout")
    ResponseEntity<Void> logout(ApiParams p) {
        accounts.logout(p.apiToken());
        return ResponseEntity.noContent().build();
    }

    private static Optional<String> header(HttpServletRequest request, String name) {
        return Optional.ofNullable(request.getHeader(name)).filter(s -> !s.isBlank());
    }
}
