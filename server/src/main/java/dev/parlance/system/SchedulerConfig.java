package dev.parlance.system;

import com.github.kagkarlsson.scheduler.SchedulerClient;
import com.github.kagkarlsson.scheduler.boot.autoconfigure.Jackson3Serializer;
import com.github.kagkarlsson.scheduler.boot.config.DbSchedulerConfigurationSupport;
import com.github.kagkarlsson.scheduler.boot.config.DbSchedulerCustomizer;
import com.github.kagkarlsson.scheduler.serializer.Serializer;
import com.github.kagkarlsson.scheduler.task.Task;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import javax.sql.DataSource;
import java.util.List;
import java.util.Optional;

/**
 * db-scheduler stores task data as JSON (the Boot 4 starter's Jackson 3 serializer) instead of
 * Java serialization: queued rows stay readable and survive renaming or moving the data records.
 * A process that runs no queued work ({@link ProcessRole#API}) gets a scheduling-only client
 * instead of the starter's scheduler: it writes queued rows (in the caller's transaction, through
 * the same transaction-aware data source the starter uses) and never polls, picks or executes.
 */
@Configuration
class SchedulerConfig {
    /** The one serializer of queued data (also read by {@link WorkShares}). */
    static final Serializer SERIALIZER = new Jackson3Serializer();

    @Bean
    DbSchedulerCustomizer dbSchedulerCustomizer() {
        return new DbSchedulerCustomizer() {
            @Override
            public Optional<Serializer> serializer() {
                return Optional.of(SERIALIZER);
            }
        };
    }

    @Bean
    @ConditionalOnProperty(name = "db-scheduler.enabled", havingValue = "false")
    SchedulerClient schedulingOnlyClient(DataSource dataSource, List<Task<?>> tasks) {
        return SchedulerClient.Builder.create(DbSchedulerConfigurationSupport.configureDataSource(dataSource), tasks)
                .serializer(SERIALIZER)
                .build();
    }
}
