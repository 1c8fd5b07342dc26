package dev.parlance.sandbox;

import dev.parlance.account.AccountRepository;
import dev.parlance.account.PasswordHasher;
import dev.parlance.account.SubAccountService;
import dev.parlance.system.ParlanceProperties;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.time.Clock;

/** Beans that exist only on the sandbox deployment; a sandbox without a production URL does not start. */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(name = "parlance.sandbox", havingValue = "true")
class SandboxConfiguration {
    @Bean
    ProductionAccounts productionAccounts(ParlanceProperties properties) {
        return new ProductionAccounts(properties);
    }

    @Bean
    SandboxAccounts sandboxAccounts(ProductionAccounts production, SubAccountService subAccounts,
                                    AccountRepository accounts, PasswordHasher hasher, Clock clock) {
        return new SandboxAccounts(production, subAccounts, accounts, hasher, clock);
    }
}
