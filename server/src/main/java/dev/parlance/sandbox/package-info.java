/**
 * The sandbox deployment ({@code PARLANCE_SANDBOX=true}): the same application, where accounts are
 * created with a token of the production service and every job answers with sample content
 * (the sample transcription itself is in {@code workflow}, the sample reads in {@code elementlist}).
 */
package dev.parlance.sandbox;
