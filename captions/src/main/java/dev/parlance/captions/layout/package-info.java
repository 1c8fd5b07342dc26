/**
 * Caption layout: {@link dev.parlance.captions.layout.CaptionLayout} turns a transformed
 * ElementList, {@link dev.parlance.captions.layout.LayoutOptions} and the format's
 * {@link dev.parlance.captions.layout.FormatLimits} into a
 * {@link dev.parlance.captions.layout.CaptionTrack} that writers print as it is.
 */
package dev.parlance.captions.layout;
