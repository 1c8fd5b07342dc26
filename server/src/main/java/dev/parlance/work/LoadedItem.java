package dev.parlance.work;

import dev.parlance.deliverable.PlayableMedia;
import dev.parlance.description.DescriberContext;
import dev.parlance.job.Job;

import java.util.List;

/**
 * Everything the editor needs for one held work item.
 *
 * @param entry        the item with its job and holder, as the queue shows it
 * @param job          the job
 * @param instructions what to do, and the job's notes
 * @param media        the media to play; null when the job has none stored
 * @param sourceIwp    the version the pass starts from (MECHANICAL for an edit pass)
 * @param turns        the current text with times and confidences: the draft aligned against the
 *                     starting version when there is a draft, else the starting version itself
 * @param draft        the draft as it was typed; null when none is saved
 * @param draftProblem why the draft could not be aligned (an unknown sound tag), null when it could
 * @param source       on a translation child, the text it translates, paired with {@code turns}; else null
 * @param sentBack     the customer's comment when they sent this pass back from the approval page; else null
 * @param changes      what the pass before changed (a person's pass), by loaded word; empty after the machine
 * @param describing   on a describer's pass, the dialogue the description goes between; else null
 * @param description  on a customer's approval of a job with an audio description, its descriptions
 *                     (approving approves them too); else empty
 */
public record LoadedItem(QueueEntry entry, Job job, Instructions instructions, PlayableMedia media, String sourceIwp,
                         List<TimedTurns.Turn> turns, Draft draft, String draftProblem, SourceText source, String sentBack,
                         List<PreviousPassChanges.WordChange> changes, DescriberContext describing,
                         List<DescriberContext.Line> description) {
}
