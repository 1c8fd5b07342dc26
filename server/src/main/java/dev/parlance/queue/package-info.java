/**
 * Queued work: background work that db-scheduler keeps in the database and runs on any worker,
 * declared one way. {@link dev.parlance.queue.QueuedWork} states a piece of work's stored name and
 * data, its {@link dev.parlance.queue.RetryPolicy}, what to do on giving up, and the step that runs;
 * the rooms that own the work (workflow, media, deliverables, notifications) only fill that in.
 * Named "queued work" because a "task" is something else here: the v1 task history of a job.
 */
package dev.parlance.queue;
