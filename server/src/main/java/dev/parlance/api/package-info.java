/**
 * The server's HTTP surfaces, one package per surface: {@code v1}, the web API that existing client
 * libraries speak, is the only one today. Nothing but its surfaces lives here: what a call does is
 * in the room of its subject ({@code job}, {@code media}, {@code workflow}, {@code rendering}...),
 * and the error kinds every room throws are in {@code common}.
 */
package dev.parlance.api;
