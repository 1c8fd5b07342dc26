package dev.parlance.account;

import java.util.Arrays;
import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * What an account is for. CUSTOMER: orders jobs through the v1 API (every account made by
 * account/create, and the first account). ADMIN: the operator, manages people and the work queue
 * in the web app. TRANSCRIBER, REVIEWER, TRANSLATOR, DESCRIBER: the workforce, who do the human
 * passes (a describer writes audio description). An
 * account may hold several; one without CUSTOMER stands outside every customer's account tree.
 */
public enum Role {
    CUSTOMER,
    ADMIN,
    TRANSCRIBER,
    REVIEWER,
    TRANSLATOR,
    DESCRIBER;

    /** The roles an ADMIN gives and takes on the people page; CUSTOMER comes only with a customer account. */
    public static final Set<Role> STAFF = EnumSet.of(ADMIN, TRANSCRIBER, REVIEWER, TRANSLATOR, DESCRIBER);
    /** The roles that do work items. */
    public static final Set<Role> WORKFORCE = EnumSet.of(TRANSCRIBER, REVIEWER, TRANSLATOR, DESCRIBER);

    /** The stored form: names in declaration order, comma-separated ("CUSTOMER,ADMIN"). */
    static String format(Collection<Role> roles) {
        EnumSet<Role> ordered = EnumSet.noneOf(Role.class);
        ordered.addAll(roles);
        return ordered.stream().map(Role::name).collect(Collectors.joining(","));
    }

    static Set<Role> parse(String stored) {
        EnumSet<Role> roles = EnumSet.noneOf(Role.class);
        Arrays.stream(stored.split(",")).map(String::trim).filter(s -> !s.isEmpty()).map(Role::valueOf).forEach(roles::add);
        return roles;
    }
}
