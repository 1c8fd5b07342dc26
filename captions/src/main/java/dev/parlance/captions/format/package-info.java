/**
 * Caption formats: {@link dev.parlance.captions.format.CaptionFormat} (media type, extension,
 * hard limits), the {@link dev.parlance.captions.format.CaptionWriter} contract, one writer per
 * format in its own subpackage, and {@link dev.parlance.captions.format.TextOutput} for line
 * endings and the UTF-8 mark around any writer. Layouts are described in captions/FORMATS.md.
 */
package dev.parlance.captions.format;
