package dev.parlance.captions.model;

/** The sound tags the API knows; no other tag names are emitted. */
public enum SoundTag {
    UNKNOWN, INAUDIBLE, CROSSTALK, MUSIC, NOISE, LAUGH, COUGH, FOREIGN, BLANK_AUDIO, APPLAUSE, BLEEP, ENDS_SENTENCE
}
