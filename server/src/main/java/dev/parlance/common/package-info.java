/**
 * What every room shares and that depends on no room: {@link dev.parlance.common.ApiException} with
 * its {@link dev.parlance.common.ErrorType}, the one way to refuse a client (the error body itself is
 * written by {@code api.v1}), the v1 timestamp format, ids and tokens, the lenient reading of the
 * loosely typed values clients send, and the characters a client's text may hold. The running
 * server's settings, secret, clock and URL guard are {@code system}; a type that belongs to one
 * subject (a job's fidelity, a media's state) lives in that subject's room.
 */
package dev.parlance.common;
