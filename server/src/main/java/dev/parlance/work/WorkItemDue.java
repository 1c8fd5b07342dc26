package dev.parlance.work;

/** The data of the work-item-due queued work: the item whose due date has come. */
public record WorkItemDue(String itemId) {
}
