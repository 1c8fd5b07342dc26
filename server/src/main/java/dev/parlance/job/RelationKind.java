package dev.parlance.job;

/**
 * Why a job was made from another: an uplevel of a finished job to a higher fidelity, or (the
 * translation issue) a translation of it. Stored by name in {@code job_relations}: never rename.
 */
public enum RelationKind {
    UPLEVEL, TRANSLATION
}
