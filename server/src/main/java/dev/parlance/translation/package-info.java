/**
 * Translations: target languages as child jobs. A job's target languages ({@code target_language}
 * on perform_transcription, or translate later) each become a job of their own, related to it as
 * TRANSLATION ({@link dev.parlance.translation.TranslationOrders}). When the parent's FINAL
 * transcript exists, a queued task machine-translates it with Apertium
 * ({@link dev.parlance.translation.Apertium}, pairs found by {@link dev.parlance.translation.ApertiumPairs})
 * sentence by sentence ({@code captions.translate}) into the child's first version; from there the
 * child follows its translation plan ({@code work.PassPlan#translation}): complete at MECHANICAL,
 * post-edited by translators at the higher fidelities.
 */
package dev.parlance.translation;
