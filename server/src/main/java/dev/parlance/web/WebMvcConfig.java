package dev.parlance.web;

import org.springframework.context.annotation.Configuration;
import org.springframework.http.CacheControl;
import org.springframework.web.servlet.config.annotation.ResourceHandlerRegistry;
import org.springframework.web.servlet.config.annotation.WebMvcConfigurer;

/**
 * The web app's static files (CSS, ES modules, icons) from the jar's {@code static/assets}: no
 * build step, no Node. Browsers revalidate them on each use (cheap: unchanged files answer 304),
 * so a new release is seen at once.
 */
@Configuration
class WebMvcConfig implements WebMvcConfigurer {
    @Override
    public void addResourceHandlers(ResourceHandlerRegistry registry) {
        registry.addResourceHandler(WebPaths.ASSETS + "/**")
                .addResourceLocations("classpath:/static/assets/")
                .setCacheControl(CacheControl.noCache());
    }
}
