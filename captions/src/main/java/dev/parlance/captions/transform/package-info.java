/**
 * Text rules of get_caption and get_transcript, each an ElementList to ElementList
 * {@link dev.parlance.captions.transform.TextTransform}, composed in a fixed order by
 * {@link dev.parlance.captions.transform.TextOptions}. Token times are kept; words are only
 * removed when an option says so (fillers, sounds).
 */
package dev.parlance.captions.transform;
