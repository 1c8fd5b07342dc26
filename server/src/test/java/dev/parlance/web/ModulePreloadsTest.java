package dev.parlance.web;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

@Tag("no-database")
class ModulePreloadsTest {
    private final ModulePreloads preloads = new ModulePreloads();

    @Test
    void theEditorPreloadsEveryModuleItImportsAndTheirsButNotItself() {
        assertThat(preloads.of("editor.js"))
                // imported by editor.js itself, on one line or after a multi-line list of names
                .contains("http.js", "preview.js", "editor-find.js", "description-pane.js", "timeline-model.js")
                .doesNotContain("editor.js")
                .doesNotHaveDuplicates();
        // Nearest first: editor.js's own imports come before what only they import.
        assertThat(preloads.of("timeline.js")).containsExactly("local-time.js", "timeline-model.js", "sorted.js");
    }

    @Test
    void aModuleWithoutImportsNeedsNothingAndAMissingOneSaysWhich() {
        assertThat(preloads.of("sorted.js")).isEmpty();
        assertThatThrownBy(() -> preloads.of("no-such-module.js")).hasMessageContaining("static/assets/no-such-module.js");
    }
}
