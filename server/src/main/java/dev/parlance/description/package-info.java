/**
 * Audio description (the {@code audio_description} option): the description ElementList, a second
 * list per job whose segments are descriptions read in the gaps between dialogue.
 * {@link dev.parlance.description.DescriptionDraft} drafts what the machine can know (the sounds it
 * heard, the text it read on screen) into the gaps; {@link dev.parlance.description.DescriptionDrafts}
 * stores it beside the machine pass's version.
 */
package dev.parlance.description;
