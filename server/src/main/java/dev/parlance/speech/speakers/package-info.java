/**
 * Model-free speaker change detection: cepstral statistics of each stretch of speech, clustered
 * into the number of speakers the customer expects. Plain Java, no Spring.
 */
package dev.parlance.speech.speakers;
