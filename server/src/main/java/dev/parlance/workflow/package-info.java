/**
 * perform_transcription and the durable pipeline it starts: the typed request checked against the
 * job (its state, language and media), the turnaround, the start (Pending, and the first step queued
 * in the same transaction), the steps that run as queued work (transcribe-media waits for the
 * media, probes it and plans its sections; recognize-sections lanes recognize them side by side and
 * save each one's words; build-transcript stitches them, tells speakers apart and builds the
 * ElementList) and how a run ends (the ElementList version, the status move, the task record and the
 * callbacks in one transaction); on the sandbox, the sample transcription instead. The recognizer is
 * {@code speech}, the ElementList built from its words {@code elementlist}, delivering callbacks
 * {@code notification}, fetching a media_url {@code media}; which status may follow which is
 * {@code job}'s lifecycle table.
 */
package dev.parlance.workflow;
