package dev.parlance.work;

import dev.parlance.account.Account;
import dev.parlance.account.AccountRepository;
import dev.parlance.account.AccountSettings;
import dev.parlance.account.Role;
import dev.parlance.common.Ids;
import dev.parlance.speech.Recognition;
import dev.parlance.speech.RecognizedWord;
import dev.parlance.speech.media.DecodeResult;
import dev.parlance.support.ScriptedTranscriber;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * For tests of a pass that rewrites a stretch: a machine pass that heard nothing right (nine
 * wrong words crammed into the first second, the fifth at 400 ms), and a transcriber to claim it.
 */
final class WrongMachinePass {
    private static final List<String> WRONG =
            List.of("zebra", "quantum", "pickle", "tundra", "gazebo", "lantern", "mosaic", "walrus", "fjord");

    private WrongMachinePass() {
    }

    /** From now on the scripted recognizer hears the wrong words in every stretch. */
    static void script(ScriptedTranscriber speech) {
        speech.answer((stretch, listener) -> {
            List<RecognizedWord> words = new ArrayList<>();
            for (int i = 0; i < WRONG.size(); i++) {
                words.add(new RecognizedWord(WRONG.get(i), i * 100L, i * 100L + 90, 0.3));
            }
            return new DecodeResult.Decoded<>(new Recognition(words, stretch.startMillis(), 1000), 0);
        });
    }

    /** A new account with the TRANSCRIBER role. */
    static Account transcriber(AccountRepository accounts, String username) {
        Account transcriber = new Account(Ids.newId(), username, "-", null, null, null, null,
                AccountSettings.DEFAULTS, Instant.now(), Set.of(Role.TRANSCRIBER), null);
        accounts.insert(transcriber);
        accounts.updateRoles(transcriber.id(), Set.of(Role.TRANSCRIBER));
        return transcriber;
    }
}
