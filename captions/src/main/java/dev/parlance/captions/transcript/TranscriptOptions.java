package dev.parlance.captions.transcript;

/**
 * The get_transcript options, defaults as the API documents them.
 *
 * @param createParagraphs       a new paragraph at every ElementList segment; when false the text
 *                               breaks only at sentence ends (newlinesAfterSentence) and timecode marks
 * @param newlinesAfterParagraph line breaks after a paragraph (0: paragraphs run on after a space)
 * @param newlinesAfterSentence  line breaks after a sentence inside a paragraph (0: a space)
 * @param timecodeEveryParagraph a timecode at the start of each paragraph
 * @param timecodeFormat         how timecodes are written
 * @param timecodeIntervalMs     when above 0, a new line with a timecode at the first word at or after
 *                               every multiple of this many milliseconds of media time
 * @param timecodeOffsetMs       added to every timecode shown (negative values allowed; shown
 *                               times never go below zero)
 * @param speakerChangeToken     written where a new speaker's turn starts (emit_speaker_change_tokens_as);
 *                               empty for none
 * @param speakerLabel           what names the new speaker after the token
 * @param fileFormat             txt, html or pdf
 */
public record TranscriptOptions(
        boolean createParagraphs,
        int newlinesAfterParagraph,
        int newlinesAfterSentence,
        boolean timecodeEveryParagraph,
        TimecodeFormat timecodeFormat,
        long timecodeIntervalMs,
        long timecodeOffsetMs,
        String speakerChangeToken,
        SpeakerLabel speakerLabel,
        TranscriptFileFormat fileFormat) {

    /** More line breaks than this are certainly a mistake and would only inflate the file. */
    public static final int MAX_NEWLINES = 100;

    public TranscriptOptions {
        checkNewlines("newlines_after_paragraph", newlinesAfterParagraph);
        checkNewlines("newlines_after_sentence", newlinesAfterSentence);
        if (timecodeIntervalMs < 0) {
            throw new IllegalArgumentException("timecode_interval must not be negative, got " + timecodeIntervalMs);
        }
        if (timecodeFormat == null) {
            throw new IllegalArgumentException("timecode_format is required");
        }
        speakerChangeToken = speakerChangeToken == null ? "" : speakerChangeToken.strip();
        if (speakerLabel == null || fileFormat == null) {
            throw new IllegalArgumentException("speakerLabel and fileFormat are required");
        }
    }

    private static void checkNewlines(String name, int value) {
        if (value < 0 || value > MAX_NEWLINES) {
            throw new IllegalArgumentException(name + " must be between 0 and " + MAX_NEWLINES + ", got " + value);
        }
    }

    public static TranscriptOptions defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    /** A builder starting from the defaults, for callers that set a few options. */
    public static final class Builder {
        private boolean createParagraphs = true;
        private int newlinesAfterParagraph = 2;
        private int newlinesAfterSentence = 0;
        private boolean timecodeEveryParagraph = true;
        private TimecodeFormat timecodeFormat = new TimecodeFormat(TimecodeFormat.DEFAULT);
        private long timecodeIntervalMs = 0;
        private long timecodeOffsetMs = 0;
        private String speakerChangeToken = ">>";
        private SpeakerLabel speakerLabel = SpeakerLabel.NAME;
        private TranscriptFileFormat fileFormat = TranscriptFileFormat.TXT;

        private Builder() {
        }

        public Builder createParagraphs(boolean value) {
            createParagraphs = value;
            return this;
        }

        public Builder newlinesAfterParagraph(int value) {
            newlinesAfterParagraph = value;
            return this;
        }

        public Builder newlinesAfterSentence(int value) {
            newlinesAfterSentence = value;
            return this;
        }

        public Builder timecodeEveryParagraph(boolean value) {
            timecodeEveryParagraph = value;
            return this;
        }

        public Builder timecodeFormat(String pattern) {
            timecodeFormat = new TimecodeFormat(pattern);
            return this;
        }

        public Builder timecodeIntervalMs(long value) {
            timecodeIntervalMs = value;
            return this;
        }

        public Builder timecodeOffsetMs(long value) {
            timecodeOffsetMs = value;
            return this;
        }

        public Builder speakerChangeToken(String value) {
            speakerChangeToken = value;
            return this;
        }

        public Builder speakerLabel(SpeakerLabel value) {
            speakerLabel = value;
            return this;
        }

        public Builder fileFormat(TranscriptFileFormat value) {
            fileFormat = value;
            return this;
        }

        public TranscriptOptions build() {
            return new TranscriptOptions(createParagraphs, newlinesAfterParagraph, newlinesAfterSentence,
                    timecodeEveryParagraph, timecodeFormat, timecodeIntervalMs, timecodeOffsetMs,
                    speakerChangeToken, speakerLabel, fileFormat);
        }
    }
}
