package dev.parlance.captions.format.srt;

/** SRT writer options: the srt_format block template, parsed once. */
public record SrtOptions(SrtTemplate template) {
    public SrtOptions {
        if (template == null) {
            throw new IllegalArgumentException("template is required");
        }
    }

    public static SrtOptions defaults() {
        return new SrtOptions(SrtTemplate.parse(SrtTemplate.DEFAULT));
    }

    /**
     * Options from the srt_format parameter; absent or blank means the default layout.
     *
     * @throws IllegalArgumentException when the template is invalid (the API's INVALID_OPTION)
     */
    public static SrtOptions fromParameter(String srtFormat) {
        return srtFormat == null || srtFormat.isBlank() ? defaults() : new SrtOptions(SrtTemplate.parse(srtFormat));
    }
}
