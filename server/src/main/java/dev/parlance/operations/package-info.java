/**
 * What an operator watches: the Prometheus figures at {@code /actuator/prometheus} that describe
 * the whole deployment (queued work by kind from db-scheduler's table, its runs and dead executions,
 * jobs by status, storage errors) and the health indicators of readiness (storage, media tools, the
 * speech model). Figures a room measures in its own work (recognition's real-time factor,
 * callback and e-mail results) are counted in that room, under the same {@code parlance.} prefix.
 * The customers page's figures ({@link dev.parlance.operations.CustomerDirectory}) are read here too.
 * Only the operator's pages depend on this room.
 */
package dev.parlance.operations;
