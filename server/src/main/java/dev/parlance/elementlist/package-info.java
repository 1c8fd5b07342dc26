/** ElementLists made from recognized words: sentences, punctuation and casing from pauses and word lists. */
package dev.parlance.elementlist;
