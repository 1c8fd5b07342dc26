package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.captions.align.EditedTranscript;
import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.Token;
import dev.parlance.elementlist.ElementListStore;
import dev.parlance.job.Fidelity;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.SpeechFixtures;
import dev.parlance.speech.SpeechRecognizers;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.speech.media.PcmDecoder;
import dev.parlance.support.QueuedWorkTestSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.beans.factory.annotation.Autowired;

import java.io.InputStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A stretch a person rewrote is looked for in the audio at submit: with a machine pass that heard
 * nothing right (scripted words, crammed into the first second), the submitted words are found
 * where the real recognizer, listening for them, hears them, not where the wrong words were.
 */
class AudioRealignmentStepTest extends QueuedWorkTestSupport {
    private static final String SAID = "ask not what your country can do for you";

    @TempDir
    static Path fixtures;
    static Path media;

    @Autowired
    WorkItemRepository items;
    @Autowired
    WorkQueue workQueue;
    @Autowired
    PassWork work;
    @Autowired
    ElementListStore elementLists;
    @Autowired
    AccountRepository accounts;
    @Autowired
    SpeechRecognizers recognizers;

    @BeforeAll
    static void media() {
        media = SpeechFixtures.speech(fixtures, "ask-not-short", SAID);
    }

    @Test
    void aRewrittenStretchTakesItsTimesFromTheAudio() throws Exception {
        WrongMachinePass.script(speech);
        Account owner = newAccount();
        String job = newJobWithMedia(owner, "rewritten", media);
        transcribe(owner, job, Fidelity.PREMIUM);
        queue.runDue();
        WorkItem item = items.forJob(job).getFirst();
        Account transcriber = WrongMachinePass.transcriber(accounts, unique("transcriber"));
        workQueue.claim(transcriber, item.id());

        work.submit(transcriber, item.id(), Optional.of(EditedTranscript.of("Ask not what your country can do for you.")), null);

        ElementList fin = elementLists.load(elementLists.latestNamed(job, "FINAL", false).orElseThrow());
        Token country = words(fin).stream().filter(t -> t.value().equals("country")).findFirst().orElseThrow();
        RecognizedWord reference = freeRecognition().stream().filter(w -> w.text().equals("country")).findFirst().orElseThrow();
        assertThat(country.startTime()).as("where the recognizer hears it, not the fifth wrong word's 400 ms")
                .isCloseTo(reference.startMillis(), within(150L));
        assertThat(Math.abs(country.startTime() - 400)).isGreaterThan(200);
        assertThat(words(fin)).extracting(Token::value).containsExactly(SAID.split(" "));
        long previousEnd = 0;
        for (Token t : words(fin)) {
            assertThat(t.startTime()).isGreaterThanOrEqualTo(previousEnd - 1);
            previousEnd = t.endTime();
        }
    }

    /** The fixture as the real recognizer hears it, for reference. */
    private List<RecognizedWord> freeRecognition() throws Exception {
        DecodeResult<Recognition> result = new PcmDecoder(Duration.ofSeconds(30)).decode(media, 0,
                (InputStream pcm) -> recognizers.forLanguage("en").recognize(pcm, dev.parlance.speech.SpeechRecognizer.Listener.NONE));
        return ((DecodeResult.Decoded<Recognition>) result).value().words();
    }

    private static List<Token> words(ElementList list) {
        return list.segments().stream().flatMap(s -> s.sequences().stream()).flatMap(q -> q.tokens().stream())
                .filter(Token::isWord).toList();
    }
}
