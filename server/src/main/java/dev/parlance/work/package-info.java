/**
 * The human passes: the pass plan per fidelity and options ({@link dev.parlance.work.PassPlan}, one
 * place, as data), work items (job, pass, roles, due date, state, holder, lease) with claim, release
 * and submit as compare-and-set updates on the row, drafts saved per item, what a finished pass
 * does (store its IWP ElementList version, open the next pass, or complete the job through the
 * lifecycle, with callbacks), the operator's view of the queue, and customer approval through a
 * signed, e-mailed link. At submit, stretches a person changed a lot are looked for in the audio
 * ({@code speech}'s recognizer, listening for the typed words). No HTTP here: the JSON work API and the pages are {@code web.work}. The
 * machine pass is {@code workflow}'s; the alignment that gives edited text its times is the caption
 * library's {@code align}; versions are {@code elementlist}'s, callbacks and e-mail
 * {@code notification}'s, the media links {@code deliverable}'s and {@code media}'s.
 */
package dev.parlance.work;
