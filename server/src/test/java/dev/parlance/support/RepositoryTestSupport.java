package dev.parlance.support;

import com.zaxxer.hikari.HikariDataSource;
import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.billing.BillingService;
import dev.parlance.common.Ids;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.Tag;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.TestConfiguration;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.ComponentScan;
import org.springframework.context.annotation.FilterType;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.stereotype.Repository;
import org.springframework.test.context.junit.jupiter.SpringJUnitConfig;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.annotation.EnableTransactionManagement;
import org.springframework.transaction.support.TransactionTemplate;

import javax.sql.DataSource;
import java.nio.file.Files;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Base of the repository tests: the SQL of the rooms, on H2 or PostgreSQL as {@link TestDatabase}
 * says, in a JDBC-only context: the database, migrated by the application's Flyway migrations, its
 * {@link JdbcClient} and transactions, a {@link MovableClock}, every {@code @Repository} of the
 * application and {@link BillingService} (the billing rules are SQL). No web server, no queue, no
 * media: a repository suite starts in about a second and runs on each database.
 */
@SpringJUnitConfig(RepositoryTestSupport.Context.class)
@Tag("repository")
public abstract class RepositoryTestSupport {
    private static final AtomicInteger COUNTER = new AtomicInteger();

    @Autowired
    protected JdbcClient jdbc;
    @Autowired
    protected TransactionTemplate tx;
    @Autowired
    protected MovableClock clock;
    @Autowired
    protected AccountRepository accounts;

    /** A name no other test uses, for accounts. */
    protected static String unique(String prefix) {
        return prefix + "-" + ProcessHandle.current().pid() + "-" + COUNTER.incrementAndGet();
    }

    /** A new customer account of default settings; its id. */
    protected String newAccount(String prefix) {
        String id = Ids.newId();
        accounts.insert(new Account(id, unique(prefix), "not-a-hash", null, null, null, null, AccountSettings.DEFAULTS,
                Instant.now()));
        return id;
    }

    /**
     * Runs the attempts at once, each on its own thread and connection, released together; answers
     * how many made their change (a compare-and-set should let exactly one).
     */
    protected static int winnersOf(List<Callable<Boolean>> attempts) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        ExecutorService pool = Executors.newFixedThreadPool(attempts.size());
        try {
            List<Future<Boolean>> made = attempts.stream().map(a -> pool.submit(() -> {
                start.await();
                return a.call();
            })).toList();
            start.countDown();
            int winners = 0;
            for (Future<Boolean> f : made) {
                winners += f.get() ? 1 : 0;
            }
            return winners;
        } finally {
            pool.shutdownNow();
        }
    }

    @TestConfiguration
    @EnableTransactionManagement
    @ComponentScan(basePackages = "dev.parlance", useDefaultFilters = false, includeFilters = {
            @ComponentScan.Filter(Repository.class),
            @ComponentScan.Filter(type = FilterType.ASSIGNABLE_TYPE, classes = BillingService.class)})
    static class Context {
        @Bean
        DataSource dataSource() throws Exception {
            Map<String, String> db = TestDatabase.properties(Files.createTempDirectory("parlance-repositories-"));
            var source = new HikariDataSource();
            source.setJdbcUrl(db.get("parlance.db.url"));
            source.setUsername(db.getOrDefault("parlance.db.user", "sa"));
            source.setPassword(db.getOrDefault("parlance.db.password", ""));
            source.setMaximumPoolSize(10);
            var flyway = Flyway.configure().dataSource(source).locations("classpath:db/migration");
            if (db.containsKey("spring.flyway.schemas")) {
                flyway.schemas(db.get("spring.flyway.schemas"));
            }
            flyway.load().migrate();
            return source;
        }

        @Bean
        JdbcClient jdbcClient(DataSource dataSource) {
            return JdbcClient.create(dataSource);
        }

        @Bean
        PlatformTransactionManager transactionManager(DataSource dataSource) {
            return new DataSourceTransactionManager(dataSource);
        }

        @Bean
        TransactionTemplate transactionTemplate(PlatformTransactionManager transactions) {
            return new TransactionTemplate(transactions);
        }

        @Bean
        MovableClock clock() {
            return new MovableClock();
        }
    }
}
