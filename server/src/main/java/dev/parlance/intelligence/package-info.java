/**
 * Media intelligence ({@code generate_media_intelligence_iwp}): the key phrases of a transcript,
 * each with where it is said, and its topics, added to an ElementList's {@code keywords} and
 * {@code topics}. {@link dev.parlance.intelligence.KeyPhraseExtractor} ranks candidate phrases
 * (runs of nouns and adjectives, tagged by Apache OpenNLP's English model) by SingleRank, a
 * random walk over the words' co-occurrence graph; {@link dev.parlance.intelligence.MediaIntelligence}
 * places them in time. No Spring in the extractor.
 */
package dev.parlance.intelligence;
