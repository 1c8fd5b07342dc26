/** Checks a laid-out caption track against named limits (line length, reading speed, timing). */
package dev.parlance.captions.quality;
