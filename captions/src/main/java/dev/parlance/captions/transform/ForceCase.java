package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Speaker;

import java.util.List;
import java.util.Locale;
import java.util.function.UnaryOperator;

/**
 * force_case: everything shown, speaker names included, in upper or lower case. The spec does not
 * list the accepted values; {@link #parse} takes {@code upper}/{@code uppercase} and
 * {@code lower}/{@code lowercase} in any case, and empty for unchanged.
 */
public enum ForceCase implements TextTransform {
    UNCHANGED(s -> s), UPPER(s -> s.toUpperCase(Locale.ROOT)), LOWER(s -> s.toLowerCase(Locale.ROOT));

    private final UnaryOperator<String> change;

    ForceCase(UnaryOperator<String> change) {
        this.change = change;
    }

    public static ForceCase parse(String raw) {
        String v = raw == null ? "" : raw.strip().toLowerCase(Locale.ROOT);
        return switch (v) {
            case "" -> UNCHANGED;
            case "upper", "uppercase", "upper_case", "u" -> UPPER;
            case "lower", "lowercase", "lower_case", "l" -> LOWER;
            default -> throw new IllegalArgumentException("force_case must be upper or lower: " + raw);
        };
    }

    public String apply(String text) {
        return change.apply(text);
    }

    @Override
    public ElementList apply(ElementList list) {
        if (this == UNCHANGED) {
            return list;
        }
        ElementList cased = Rewrite.tokens(list, token -> List.of(Rewrite.withDisplay(token, change.apply(Rewrite.display(token)))));
        List<Speaker> speakers = cased.speakers().stream()
                .map(s -> s.name() == null ? s : new Speaker(change.apply(s.name()), s.id(), s.gender())).toList();
        return new ElementList(cased.version(), cased.startTime(), cased.endTime(), cased.language(), cased.segments(),
                speakers, cased.keywords(), cased.topics());
    }
}
