package dev.parlance.transcript;

import dev.parlance.captions.read.TranscriptReader;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * add_transcript settings ({@code parlance.transcript.*}, env {@code PARLANCE_TRANSCRIPT_*}). The
 * file's size in bytes has add_media's limits ({@code parlance.media.*}); this caps what is kept.
 *
 * @param maxCharacters the most text a transcript may hold (its cues' words, markup not counted),
 *                      and the longest line; a DFXP file may be ten times as long with its markup
 */
@ConfigurationProperties("parlance.transcript")
public record TranscriptProperties(@DefaultValue("" + TranscriptReader.DEFAULT_MAX_CHARACTERS) int maxCharacters) {
}
