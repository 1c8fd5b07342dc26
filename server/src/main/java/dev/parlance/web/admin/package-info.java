/**
 * The operator's pages ({@code /admin/**}, ADMIN only): the people page (workforce members and
 * admins: add with roles and an initial password, change roles, disable, enable). The rules live in
 * {@code account} ({@code PeopleService}); the work queue's operator view belongs to the work pages.
 */
package dev.parlance.web.admin;
