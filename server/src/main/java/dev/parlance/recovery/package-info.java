/**
 * Account recovery: a person who forgot their password gets a one-time link by e-mail that lets them
 * set a new one. Above the account and notification rooms, which it uses.
 */
package dev.parlance.recovery;
