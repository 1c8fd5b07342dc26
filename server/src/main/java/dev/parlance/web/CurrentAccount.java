package dev.parlance.web;

import org.springframework.security.core.annotation.AuthenticationPrincipal;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * A web controller's parameter {@code @CurrentAccount Account me}: the account of this request,
 * signed in with the browser session or named by a bearer token, read afresh from the database for
 * this request; null for an anonymous visitor (only on pages open to everyone).
 */
@Target(ElementType.PARAMETER)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@AuthenticationPrincipal
public @interface CurrentAccount {
}
