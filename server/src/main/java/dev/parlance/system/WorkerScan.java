package dev.parlance.system;

import org.springframework.boot.context.TypeExcludeFilter;
import org.springframework.context.ApplicationContextInitializer;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.type.classreading.MetadataReader;
import org.springframework.core.type.classreading.MetadataReaderFactory;

/**
 * A worker ({@link ProcessRole#WORKER}) leaves the HTTP edge out of its application: the classes of
 * {@code dev.parlance.api} (the v1 API) and {@code dev.parlance.web} (the web app and its security)
 * are not scanned, so none of their beans exist. No room depends on them (the architecture test
 * keeps the edge on the outside), so the rest starts as it does in the other roles.
 * Registered in {@code META-INF/spring.factories} as an initializer: the filter must be a bean
 * before component scanning starts.
 */
public class WorkerScan implements ApplicationContextInitializer<ConfigurableApplicationContext> {
    private static final String[] HTTP_EDGE = {"dev.parlance.api.", "dev.parlance.web."};

    @Override
    public void initialize(ConfigurableApplicationContext context) {
        ProcessRole role = ProcessRole.parse(context.getEnvironment().getProperty(ProcessRole.PROPERTY));
        if (!role.servesHttp()) {
            context.getBeanFactory().registerSingleton("workerScanExclusion", new HttpEdgeExclusion());
        }
    }

    /** Excludes the HTTP edge's classes from component scanning. */
    static final class HttpEdgeExclusion extends TypeExcludeFilter {
        @Override
        public boolean match(MetadataReader reader, MetadataReaderFactory factory) {
            String name = reader.getClassMetadata().getClassName();
            for (String prefix : HTTP_EDGE) {
                if (name.startsWith(prefix)) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof HttpEdgeExclusion;
        }

        @Override
        public int hashCode() {
            return HttpEdgeExclusion.class.hashCode();
        }
    }
}
