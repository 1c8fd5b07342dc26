package dev.parlance.work;

import dev.parlance.account.Role;
import dev.parlance.common.ApiException;
import dev.parlance.common.ErrorType;
import dev.parlance.job.Fidelity;
import dev.parlance.job.TranscriptionOptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The pass plan as data: which passes each fidelity and option gives, and the versions they store. */
@Tag("no-database")
class PassPlanTest {

    private static List<String> plan(Fidelity fidelity, String options) {
        return PassPlan.of(fidelity, TranscriptionOptions.parse(options)).passes().stream()
                .map(p -> p.pass() + ":" + p.iwpName()).toList();
    }

    @Test
    void eachFidelityHasItsPassesAndVersionNames() {
        assertThat(plan(Fidelity.MECHANICAL, null)).containsExactly("MACHINE:MECHANICAL");
        assertThat(plan(Fidelity.PREMIUM, null)).containsExactly("MACHINE:MECHANICAL", "EDIT:PREMIUM");
        assertThat(plan(Fidelity.PROFESSIONAL, null))
                .containsExactly("MACHINE:MECHANICAL", "EDIT:INTERIM_PROFESSIONAL", "REVIEW:PROFESSIONAL");
    }

    @Test
    void optionsAddSpeakerIdentificationAndCustomerApprovalAtTheEnd() {
        assertThat(plan(Fidelity.PROFESSIONAL, "{\"speaker_id\": true, \"customer_approval_steps\": [\"RETURN\"]}"))
                .containsExactly("MACHINE:MECHANICAL", "EDIT:INTERIM_PROFESSIONAL", "REVIEW:PROFESSIONAL",
                        "SPEAKER_ID:SPEAKER_ID", "CUSTOMER_APPROVAL:CUSTOMER_APPROVED_RETURN");
        assertThat(plan(Fidelity.PREMIUM, "{\"speaker_id\": false, \"customer_approval_steps\": [\"TRANSLATION\"]}"))
                .containsExactly("MACHINE:MECHANICAL", "EDIT:PREMIUM");
        // MECHANICAL stays machine-only for speaker names, but the customer may still approve.
        assertThat(plan(Fidelity.MECHANICAL, "{\"speaker_id\": true}")).containsExactly("MACHINE:MECHANICAL");
        assertThat(plan(Fidelity.MECHANICAL, "{\"customer_approval_steps\": \"RETURN\"}"))
                .containsExactly("MACHINE:MECHANICAL", "CUSTOMER_APPROVAL:CUSTOMER_APPROVED_RETURN");
    }

    @Test
    void audioDescriptionAddsADescribersPassesAfterTheTranscriptsAndBeforeTheCustomer() {
        assertThat(plan(Fidelity.PREMIUM, "{\"audio_description\": true}"))
                .containsExactly("MACHINE:MECHANICAL", "EDIT:PREMIUM", "DESCRIBE:PREMIUM");
        assertThat(plan(Fidelity.PROFESSIONAL, "{\"audio_description\": true, \"speaker_id\": true,"
                + " \"customer_approval_steps\": [\"RETURN\"]}"))
                .containsExactly("MACHINE:MECHANICAL", "EDIT:INTERIM_PROFESSIONAL", "REVIEW:PROFESSIONAL",
                        "SPEAKER_ID:SPEAKER_ID", "DESCRIBE:INTERIM_PROFESSIONAL", "DESCRIPTION_REVIEW:PROFESSIONAL",
                        "CUSTOMER_APPROVAL:CUSTOMER_APPROVED_RETURN");
        // MECHANICAL delivers the machine's draft: no person writes it.
        assertThat(plan(Fidelity.MECHANICAL, "{\"audio_description\": true}")).containsExactly("MACHINE:MECHANICAL");
        assertThat(Pass.DESCRIPTION_REVIEW.notByTheDoerOf()).isEqualTo(Pass.DESCRIBE);
        assertThat(Pass.doableBy(java.util.Set.of(dev.parlance.account.Role.DESCRIBER)))
                .containsExactlyInAnyOrder(Pass.DESCRIBE, Pass.DESCRIPTION_REVIEW);
    }

    @Test
    void aTranslationIsMachineTranslatedThenPostEditedByTranslatorsAndApprovedWhenAsked() {
        java.util.function.BiFunction<Fidelity, String, List<String>> translation = (fidelity, options) ->
                PassPlan.translation(fidelity, TranscriptionOptions.parse(options)).passes().stream()
                        .map(p -> p.pass() + ":" + p.iwpName()).toList();
        assertThat(translation.apply(Fidelity.MECHANICAL, null)).containsExactly("MACHINE:MECHANICAL");
        assertThat(translation.apply(Fidelity.EXTERNAL, null)).containsExactly("MACHINE:MECHANICAL");
        assertThat(translation.apply(Fidelity.PREMIUM, "{\"speaker_id\": true}"))
                .containsExactly("MACHINE:MECHANICAL", "TRANSLATE:PREMIUM");
        assertThat(translation.apply(Fidelity.PROFESSIONAL, "{\"customer_approval_steps\": [\"TRANSLATION\", \"RETURN\"]}"))
                .containsExactly("MACHINE:MECHANICAL", "TRANSLATE:INTERIM_PROFESSIONAL",
                        "TRANSLATION_REVIEW:PROFESSIONAL", "CUSTOMER_APPROVAL:CUSTOMER_APPROVED_TRANSLATION");
        assertThat(translation.apply(Fidelity.MECHANICAL, "{\"customer_approval_steps\": \"TRANSLATION\"}"))
                .containsExactly("MACHINE:MECHANICAL", "CUSTOMER_APPROVAL:CUSTOMER_APPROVED_TRANSLATION");
    }

    @Test
    void onlyPlansWithMoreThanTheMachinePassWaitForPeople() {
        assertThat(PassPlan.of(Fidelity.MECHANICAL, TranscriptionOptions.NONE).hasHumanPasses()).isFalse();
        assertThat(PassPlan.of(Fidelity.PREMIUM, TranscriptionOptions.NONE).hasHumanPasses()).isTrue();
        PassPlan professional = PassPlan.of(Fidelity.PROFESSIONAL, TranscriptionOptions.NONE);
        assertThat(professional.workforcePassesFrom(1)).isEqualTo(2);
        assertThat(professional.workforcePassesFrom(2)).isEqualTo(1);
        assertThat(professional.at(3)).isEmpty();
    }

    @Test
    void passesAreForTheirRolesAndTheReviewIsNotByTheEditor() {
        assertThat(Pass.doableBy(Set.of(Role.TRANSCRIBER))).containsExactlyInAnyOrder(Pass.EDIT, Pass.SPEAKER_ID);
        assertThat(Pass.doableBy(Set.of(Role.REVIEWER))).containsExactlyInAnyOrder(Pass.REVIEW, Pass.SPEAKER_ID);
        assertThat(Pass.doableBy(Set.of(Role.CUSTOMER, Role.ADMIN))).isEmpty();
        assertThat(Pass.doableBy(Set.of(Role.TRANSLATOR))).containsExactlyInAnyOrder(Pass.TRANSLATE, Pass.TRANSLATION_REVIEW);
        assertThat(Pass.TRANSLATION_REVIEW.notByTheDoerOf()).isEqualTo(Pass.TRANSLATE);
        assertThat(Pass.REVIEW.notByTheDoerOf()).isEqualTo(Pass.EDIT);
        assertThat(Pass.CUSTOMER_APPROVAL.byWorkforce()).isFalse();
    }

    @Test
    void theThirdPartyApprovalToolIsRefusedAndTheServicesOwnIsOurs() {
        assertThatThrownBy(() -> PassPlan.check(TranscriptionOptions.parse("{\"customer_approval_tool\": \"amara\"}")))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.type()).isEqualTo(ErrorType.INVALID_OPTION))
                .hasMessageContaining("AMARA is a third-party editing tool this server does not offer");
        assertThatCode(() -> PassPlan.check(TranscriptionOptions.parse("{\"customer_approval_tool\": \"CIELO24\"}")))
                .doesNotThrowAnyException();
    }

    @Test
    void anUplevelStartsAfterThePassesTheJobsTextHasHad() {
        PassPlan.Uplevel mechanical = PassPlan.Uplevel.of(Fidelity.MECHANICAL, false, java.util.Optional.empty());
        assertThat(mechanical).isEqualTo(new PassPlan.Uplevel(Fidelity.MECHANICAL, Fidelity.PREMIUM, 1));
        assertThat(mechanical.workflow(TranscriptionOptions.NONE)).isEqualTo("MECHANICAL to PREMIUM: Edit pass (PREMIUM)");
        assertThat(PassPlan.Uplevel.of(Fidelity.PREMIUM, false, java.util.Optional.empty()))
                .isEqualTo(new PassPlan.Uplevel(Fidelity.PREMIUM, Fidelity.PROFESSIONAL, 2));
        assertThat(PassPlan.Uplevel.of(Fidelity.EXTERNAL, false, java.util.Optional.of(Fidelity.PROFESSIONAL)))
                .isEqualTo(new PassPlan.Uplevel(Fidelity.EXTERNAL, Fidelity.PROFESSIONAL, 1));
        PassPlan.Uplevel importAsFirstPass = PassPlan.Uplevel.of(Fidelity.EXTERNAL, true, java.util.Optional.empty());
        assertThat(importAsFirstPass).isEqualTo(new PassPlan.Uplevel(Fidelity.EXTERNAL, Fidelity.PROFESSIONAL, 2));
        assertThat(importAsFirstPass.workflow(TranscriptionOptions.parse("{\"customer_approval_steps\": [\"RETURN\"]}")))
                .isEqualTo("EXTERNAL to PROFESSIONAL: Review pass (PROFESSIONAL), Customer approval");

        assertThatThrownBy(() -> PassPlan.Uplevel.of(Fidelity.PROFESSIONAL, false, java.util.Optional.empty()))
                .isInstanceOf(ApiException.class).hasMessageContaining("already PROFESSIONAL");
        assertThatThrownBy(() -> PassPlan.Uplevel.of(Fidelity.PREMIUM, false, java.util.Optional.of(Fidelity.PREMIUM)))
                .isInstanceOf(ApiException.class).hasMessageContaining("PREMIUM is not above the job's PREMIUM");
        assertThatThrownBy(() -> PassPlan.Uplevel.of(Fidelity.EXTERNAL, true, java.util.Optional.of(Fidelity.PREMIUM)))
                .isInstanceOf(ApiException.class).hasMessageContaining("not above the job's imported first pass");
        assertThatThrownBy(() -> PassPlan.Uplevel.of(Fidelity.MECHANICAL, true, java.util.Optional.empty()))
                .isInstanceOfSatisfying(ApiException.class, e -> assertThat(e.type()).isEqualTo(ErrorType.INVALID_OPTION));
    }

    @Test
    void versionsHaveNamesInPeoplesWords() {
        assertThat(PassPlan.versionLabel("MECHANICAL", false)).isEqualTo("Machine transcript");
        assertThat(PassPlan.versionLabel("INTERIM_PROFESSIONAL", false)).isEqualTo("After the edit pass");
        assertThat(PassPlan.versionLabel("INTERIM_PROFESSIONAL", true)).isEqualTo("After the translation pass");
        assertThat(PassPlan.versionLabel("PROFESSIONAL", false)).isEqualTo("After the review pass");
        assertThat(PassPlan.versionLabel("FINAL", true)).isEqualTo("Final");
        for (String iwp : List.of("MECHANICAL", "PREMIUM", "INTERIM_PROFESSIONAL", "PROFESSIONAL", "SPEAKER_ID", "FINAL",
                "CUSTOMER_APPROVED_RETURN", "CUSTOMER_APPROVED_TRANSLATION")) {
            assertThat(PassPlan.versionLabel(iwp, false)).as(iwp).doesNotContain("_").isNotEqualTo(iwp);
        }
    }
}
