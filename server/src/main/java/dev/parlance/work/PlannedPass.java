package dev.parlance.work;

/**
 * One pass of a job's plan and the ElementList version it stores when done.
 *
 * @param iwpName the interim work product name of that version (compat-notes' IWP names)
 */
public record PlannedPass(Pass pass, String iwpName) {
}
