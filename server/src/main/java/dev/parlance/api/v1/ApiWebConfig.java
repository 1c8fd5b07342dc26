package dev.parlance.api.v1;

import dev.parlance.system.ParlanceProperties;
import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.InterceptorRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import java.util.List;

@Configuration
class ApiWebConfig implements WebMvcConfigurer {
    private final ApiParamsResolver paramsResolver;
    private final ParlanceProperties properties;

    ApiWebConfig(ApiParamsResolver paramsResolver, ParlanceProperties properties) {
        this.paramsResolver = paramsResolver;
        this.properties = properties;
    }

    @Override
    public void addInterceptors(InterceptorRegistry registry) {
        if (properties.sandbox()) {
            registry.addInterceptor(new SandboxRoutes()).addPathPatterns(SandboxRoutes.NOT_ON_SANDBOX);
        }
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(paramsResolver);
    }
}
