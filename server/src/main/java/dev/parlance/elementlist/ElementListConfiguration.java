package dev.parlance.elementlist;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
class ElementListConfiguration {
    /** One builder for the process: it loads its word lists once. */
    @Bean
    ElementListBuilder elementListBuilder() {
        return new ElementListBuilder();
    }
}
