package dev.parlance.job;

public enum TaskStatus {
    COMPLETE, INPROGRESS, ABORTED, FAILED
}
