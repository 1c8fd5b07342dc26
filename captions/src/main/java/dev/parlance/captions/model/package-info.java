/**
 * The ElementList, the word-timed transcript every caption and transcript is made from: an
 * {@link dev.parlance.captions.model.ElementList} of speaker segments, their sequences and
 * tokens (words, punctuation, sound tags), plus speakers and topics, as immutable records whose
 * JSON is the get_elementlist document, read and written by
 * {@link dev.parlance.captions.model.ElementListJson}. Times are milliseconds from the start of
 * the media.
 */
package dev.parlance.captions.model;
