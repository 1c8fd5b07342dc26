package dev.parlance.api.v1;

import org.springframework.core.annotation.AliasFor;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestMethod;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** A v1 route: answers GET and POST alike, because existing clients use either on every route. */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@RequestMapping(method = {RequestMethod.GET, RequestMethod.POST})
public @interface ApiRoute {
    @AliasFor(annotation = RequestMapping.class, attribute = "path")
    String[] value();
}
