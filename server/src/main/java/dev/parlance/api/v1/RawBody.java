package dev.parlance.api.v1;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a handler whose request body is a raw upload (media, transcript). Its parameters come from
 * the query string only and the body is left untouched for the handler to stream, whatever the
 * Content-Type claims: clients send {@code video/mp4}, nothing, or curl's form type.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
public @interface RawBody {
}
