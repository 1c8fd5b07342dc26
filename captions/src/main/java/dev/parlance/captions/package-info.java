/** ElementList model and everything that turns it into captions and transcripts. No Spring here. */
package dev.parlance.captions;
