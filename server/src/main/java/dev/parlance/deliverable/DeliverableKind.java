package dev.parlance.deliverable;

/** What a generated file is made of. */
public enum DeliverableKind {
    /** The job's media in another format. */
    TRANSCODED,
    /** The job's transcript (or audio description) spoken by a speech synthesizer. */
    SPEECH,
    /** The job's media with its captions drawn into the picture. */
    BURNED_IN
}
