package dev.parlance.support;

import org.junit.jupiter.api.Test;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The accessibility check itself: on one of our pages, under its Content-Security-Policy, it passes
 * as the page is and fails, naming the rule and the element, once an unlabelled field and an image
 * without a text alternative are put into it. The check leaves no complaint in the console.
 */
class AccessibilityBrowserTest extends BrowserTestSupport {
    @Test
    void itFindsWhatAPersonWithAScreenReaderWouldMissUnderThePagesOwnPolicy() {
        page.navigate("/");
        assertThat(WatchedBrowsers.heading(page)).hasText("Sign in");
        Accessibility.assertNoSeriousViolations(page);

        page.evaluate("""
                () => {
                  const field = document.createElement('input');
                  field.id = 'unlabelled';
                  const image = document.createElement('img');
                  image.id = 'no-alt';
                  image.src = '/assets/icon.svg';
                  document.querySelector('main').append(field, image);
                }""");
        assertThatThrownBy(() -> Accessibility.assertNoSeriousViolations(page))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("- label (critical)").hasMessageContaining("#unlabelled")
                .hasMessageContaining("- image-alt (critical)").hasMessageContaining("#no-alt");
        assertEveryPageKeptTheContentSecurityPolicy();
    }
}
