package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.Role;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** The header's links for a signed-in account, by its roles; a new page group adds its entry here. */
final class Navigation {
    static final String NEW_JOB = WebPaths.JOBS + "/new";

    record Item(String label, String href) {
        /** Whether the page at {@code path} lies under this link (the link itself or a page below it). */
        boolean covers(String path) {
            return path.equals(href) || (!href.equals(WebPaths.HOME) && path.startsWith(href + "/"));
        }
    }

    private Navigation() {
    }

    static List<Item> of(Account me) {
        if (me == null) {
            return List.of();
        }
        List<Item> items = new ArrayList<>(List.of(new Item("Home", WebPaths.HOME)));
        if (me.isCustomer()) {
            items.add(new Item("Jobs", WebPaths.JOBS));
            items.add(new Item("New job", NEW_JOB));
        }
        if (me.hasRole(Role.ADMIN) || Role.WORKFORCE.stream().anyMatch(me::hasRole)) {
            items.add(new Item("Work", WebPaths.WORK));
        }
        if (me.hasRole(Role.ADMIN)) {
            items.add(new Item("People", WebPaths.ADMIN + "/people"));
            items.add(new Item("Customers", WebPaths.ADMIN + "/customers"));
        }
        items.add(new Item("Account", WebPaths.ACCOUNT));
        return items;
    }

    /**
     * The link marked as the current page for {@code path}: the one that covers it most closely
     * ({@code /jobs/new} is "New job", {@code /jobs/abc} is "Jobs", {@code /account/keys} is "Account").
     */
    static String current(List<Item> items, String path) {
        return items.stream().filter(item -> item.covers(path))
                .max(Comparator.comparingInt(item -> item.href().length()))
                .map(Item::href).orElse(null);
    }
}
