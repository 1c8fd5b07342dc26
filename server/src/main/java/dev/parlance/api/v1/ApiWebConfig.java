package dev.parlance.api.v1;

import org.springframework.context.annotation.Configuration;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

import java.util.List;

@Configuration
class ApiWebConfig implements WebMvcConfigurer {
    private final ApiParamsResolver paramsResolver;

    ApiWebConfig(ApiParamsResolver paramsResolver) {
        this.paramsResolver = paramsResolver;
    }

    @Override
    public void addArgumentResolvers(List<HandlerMethodArgumentResolver> resolvers) {
        resolvers.add(paramsResolver);
    }
}
