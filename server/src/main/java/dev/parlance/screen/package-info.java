/**
 * On-screen text (perform_transcription's {@code on_screen_text}): {@link dev.parlance.screen.ScreenFrames}
 * samples a video at its scene changes, at most one frame a second (ffmpeg), {@link dev.parlance.screen.TesseractOcr}
 * reads the frames (Debian's tesseract-ocr, as a process), and {@link dev.parlance.screen.ScreenTextTracker}
 * keeps the lines that are read with confidence and stay on screen, with the times they are shown.
 * {@link dev.parlance.screen.OnScreenTextReader} runs the three for a job's media. The ElementList
 * places the result ({@code elementlist}).
 */
package dev.parlance.screen;
