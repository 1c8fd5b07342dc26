/**
 * Custom guidelines: a customer's house style for a job (add_custom_guidelines), from a URL (a web
 * page or a downloaded file), an uploaded .txt file or text in the call. HTML is cleaned with an
 * allow-list before it is stored, so nothing a worker's browser could run ever reaches one; plain
 * text is kept as given and escaped whenever it is shown. The document is a file in the media store
 * under the job's folder (it goes with the job), its row says which and how large. The work room
 * shows the guidelines beside a pass's instructions; perform_transcription's rule about them
 * ({@code custom_special_handling}) is {@code workflow}'s; fetching a URL goes through {@code media}'s
 * downloader and its URL guard; the call's parameters and multipart body are read in {@code api.v1}.
 */
package dev.parlance.guidelines;
