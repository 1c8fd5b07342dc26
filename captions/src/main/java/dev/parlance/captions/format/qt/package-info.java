/**
 * QuickTime text (caption_format QT): the {@link dev.parlance.captions.format.qt.QtWriter} and
 * its {@link dev.parlance.captions.format.qt.QtOptions} (qt_seamless, bounded by
 * maximum_caption_duration), which decide where a clearing sample ends a cue.
 */
package dev.parlance.captions.format.qt;
