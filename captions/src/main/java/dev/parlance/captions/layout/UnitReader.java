package dev.parlance.captions.layout;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Segment;
import dev.parlance.captions.model.Sequence;
import dev.parlance.captions.model.Speaker;
import dev.parlance.captions.model.Token;
import dev.parlance.captions.transform.SpeakerChangeMarker;
import dev.parlance.captions.transform.SpeakerTurns;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Turns an (already transformed) ElementList into layout units: punctuation joins its word
 * (closing marks to the word before, opening marks to the word after), sound tokens stand alone,
 * and speaker labels are added.
 *
 * <p>Speaker labels: with display_speaker_id {@code name} a turn's first word gets {@code Name: }
 * ({@code Speaker N: } when the speaker has no name, N counting the ElementList's speakers from 1),
 * with {@code number} always {@code Speaker N: }; after a speaker-change marker when there is one
 * ({@code >> Ann: Hello}). A sound reference that gets a caption of its own is labelled with
 * display_effects_speaker_as ({@code Effects: [MUSIC]}) when speakers are displayed at all (the
 * option is not {@code no} and the ElementList knows who speaks), and the speaker who talks next is
 * labelled again, since the shown speaker changed. Sounds inside speech
 * are not labelled. A segment end counts as a sentence end.
 */
final class UnitReader {
    private static final String OPENING = "([{¿¡“‘«";
    private static final int EFFECTS = -2;

    private final LayoutOptions options;
    private final ElementList list;
    private final boolean showsSpeakers;

    UnitReader(ElementList list, LayoutOptions options) {
        this.list = list;
        this.options = options;
        this.showsSpeakers = options.displaySpeakerId() != SpeakerDisplay.NO
                && list.segments().stream().anyMatch(s -> s.speakerId() != null);
    }

    List<Unit> read() {
        List<Unit> units = new ArrayList<>();
        Segment previous = null;
        int shownSpeaker = Integer.MIN_VALUE;
        for (Segment segment : list.segments()) {
            int segmentStart = units.size();
            boolean turn = SpeakerTurns.startsTurn(previous, segment);
            int speaker = segment.speakerId() == null ? -1 : segment.speakerId();
            StringBuilder opening = new StringBuilder();
            boolean quoteOpen = false;
            boolean sentenceStart = true;
            boolean firstWord = true;
            for (Sequence sequence : segment.sequences()) {
                for (Token token : sequence.tokens()) {
                    String shown = token.displayAs() != null ? token.displayAs() : token.value();
                    if (shown == null || shown.isBlank()) {
                        continue;
                    }
                    if (token.isPunctuation()) {
                        boolean quote = shown.equals("\"") || shown.equals("'");
                        boolean opens = quote ? !quoteOpen : OPENING.indexOf(shown.charAt(0)) >= 0;
                        quoteOpen = quote ? !quoteOpen : quoteOpen;
                        Unit last = units.size() > segmentStart ? units.getLast() : null;
                        if (opens) {
                            opening.append(shown);
                        } else if (last != null) {
                            boolean dash = onlyOf(shown, "-–—");
                            int flags = anyOf(shown, ".?!…") ? Unit.SENTENCE_END
                                    : anyOf(shown, ",;:–—-") ? Unit.CLAUSE_END : 0;
                            units.set(units.size() - 1, last.with(last.text() + (dash ? " " : "") + shown, flags));
                            sentenceStart = (flags & Unit.SENTENCE_END) != 0;
                        }
                        continue;
                    }
                    if (token.isSound()) {
                        int flags = Unit.SOUND | (ownCaption(token) ? Unit.OWN_CAPTION : 0) | (ownLine(token) ? Unit.OWN_LINE : 0);
                        String text = shown;
                        if ((flags & Unit.OWN_CAPTION) != 0 && showsSpeakers() && !options.displayEffectsSpeakerAs().isEmpty()) {
                            if (shownSpeaker != EFFECTS) {
                                text = options.displayEffectsSpeakerAs() + ": " + text;
                            }
                            shownSpeaker = EFFECTS;
                        }
                        units.add(new Unit(opening + text, shown, "", token.startTime(), token.endTime(), 0, speaker,
                                flags | (turn && units.size() == segmentStart ? Unit.TURN_START : 0), 0));
                        opening.setLength(0);
                        continue;
                    }
                    String[] marked = firstWord && turn ? SpeakerChangeMarker.split(shown) : new String[] {"", shown};
                    String word = marked[1];
                    String label = "";
                    if (showsSpeakers() && speaker >= 0 && (firstWord && turn || shownSpeaker != speaker)) {
                        label = label(speaker) + ": ";
                        shownSpeaker = speaker;
                    } else if (firstWord && turn) {
                        shownSpeaker = speaker;
                    }
                    String text = word;
                    if (!marked[0].isEmpty() || !label.isEmpty() || !opening.isEmpty()) {
                        text = (marked[0].isEmpty() ? "" : marked[0] + " ") + label + opening + word;
                        opening.setLength(0);
                    }
                    int flags = (firstWord && turn ? Unit.TURN_START : 0) | (sentenceStart ? Unit.SENTENCE_START : 0);
                    String key = key(word);
                    units.add(new Unit(text, word, key, token.startTime(), token.endTime(), 1, speaker, flags,
                            BreakRules.classify(key, word, true)));
                    firstWord = false;
                    sentenceStart = false;
                }
            }
            if (units.size() > segmentStart) {
                if (opening.length() > 0) {
                    Unit last = units.getLast();
                    units.set(units.size() - 1, last.with(last.text() + opening, 0));
                }
                Unit last = units.getLast();
                units.set(units.size() - 1, last.with(last.text(), Unit.SENTENCE_END));
                previous = segment;
            }
        }
        return units;
    }

    private boolean showsSpeakers() {
        return showsSpeakers;
    }

    private boolean ownCaption(Token sound) {
        if (options.soundTokensByCaption()) {
            return true;
        }
        if (options.soundThreshold().isPresent() && sound.endTime() - sound.startTime() > options.soundThreshold().getAsInt()) {
            return true;
        }
        return listed(sound, options.soundTokensByCaptionList());
    }

    private boolean ownLine(Token sound) {
        return options.soundTokensByLine() || listed(sound, options.soundTokensByLineList());
    }

    private static boolean listed(Token sound, Set<String> names) {
        if (names.contains(sound.value().toUpperCase(Locale.ROOT))) {
            return true;
        }
        for (String tag : sound.tags()) {
            if (names.contains(tag.toUpperCase(Locale.ROOT))) {
                return true;
            }
        }
        return false;
    }

    private String label(int speakerId) {
        List<Speaker> speakers = list.speakers();
        for (int i = 0; i < speakers.size(); i++) {
            Speaker s = speakers.get(i);
            if (s.id() == speakerId) {
                boolean named = s.name() != null && !s.name().isBlank();
                return options.displaySpeakerId() == SpeakerDisplay.NAME && named ? s.name().strip() : "Speaker " + (i + 1);
            }
        }
        return "Speaker " + (speakerId + 1);
    }

    private static String key(String word) {
        StringBuilder key = new StringBuilder(word.length());
        for (int i = 0; i < word.length(); i++) {
            char c = word.charAt(i);
            if (Character.isLetterOrDigit(c) || c == '\'') {
                key.append(Character.toLowerCase(c));
            } else if (c == '’') {
                key.append('\'');
            }
        }
        return key.toString();
    }

    private static boolean anyOf(String text, String chars) {
        for (int i = 0; i < text.length(); i++) {
            if (chars.indexOf(text.charAt(i)) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean onlyOf(String text, String chars) {
        for (int i = 0; i < text.length(); i++) {
            if (chars.indexOf(text.charAt(i)) < 0) {
                return false;
            }
        }
        return true;
    }
}
