package dev.parlance.web;

import dev.parlance.account.Account;
import dev.parlance.account.Role;

import java.util.ArrayList;
import java.util.List;

/** The header's links for a signed-in account, by its roles; a new page group adds its entry here. */
final class Navigation {
    record Item(String label, String href) {
    }

    private Navigation() {
    }

    static List<Item> of(Account me) {
        if (me == null) {
            return List.of();
        }
        List<Item> items = new ArrayList<>(List.of(new Item("Home", WebPaths.HOME)));
        if (me.hasRole(Role.ADMIN) || Role.WORKFORCE.stream().anyMatch(me::hasRole)) {
            items.add(new Item("Work", WebPaths.WORK));
        }
        if (me.hasRole(Role.ADMIN)) {
            items.add(new Item("People", WebPaths.ADMIN + "/people"));
        }
        items.add(new Item("Your account", WebPaths.ACCOUNT + "/password"));
        return items;
    }
}
