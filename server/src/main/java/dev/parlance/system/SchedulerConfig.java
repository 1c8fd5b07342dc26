package dev.parlance.system;

import com.github.kagkarlsson.scheduler.boot.autoconfigure.Jackson3Serializer;
import com.github.kagkarlsson.scheduler.boot.config.DbSchedulerCustomizer;
import com.github.kagkarlsson.scheduler.serializer.Serializer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

import java.util.Optional;

/**
 * db-scheduler stores task data as JSON (the Boot 4 starter's Jackson 3 serializer) instead of
 * Java serialization: queued rows stay readable and survive renaming or moving the data records.
 */
@Configuration
class SchedulerConfig {
    @Bean
    DbSchedulerCustomizer dbSchedulerCustomizer() {
        return new DbSchedulerCustomizer() {
            @Override
            public Optional<Serializer> serializer() {
                return Optional.of(new Jackson3Serializer());
            }
        };
    }
}
