package dev.parlance.captions.layout;

/**
 * A laid-out cue and the span its words were said in ({@code spokenStart} to {@code spokenEnd}, ms):
 * the cue itself may start later and end later than its words (held for reading, kept apart from
 * the cue before), so its times alone do not say which words it shows.
 */
public record SpokenCue(Cue cue, long spokenStart, long spokenEnd) {
}
