/**
 * ElementLists of jobs: the mechanical one built from recognized words (sentences, punctuation and
 * casing from pauses and word lists), the stored versions (one row each, the document as JSON), and
 * which version a read uses (get_elementlist, get_caption, get_transcript). The ElementList model
 * itself and everything that turns it into captions or transcripts is the caption library
 * ({@code dev.parlance.captions}); the words come from {@code speech}.
 */
package dev.parlance.elementlist;
