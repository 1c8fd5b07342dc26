package dev.parlance.web.work;

import com.microsoft.playwright.Page;
import dev.parlance.account.Role;
import dev.parlance.speech.SpeechFixtures;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;

/**
 * Screenshots of the describer's editor on a video (music under a title, then speech, then a pause)
 * at 1280 and 320 px wide, for a person to look at (not a test of anything):
 * {@code ./mvnw -pl server test -Dtest=DescriberScreenshots -Dparlance.test.excluded-groups=none}.
 * They go to {@code parlance-screenshots} in the temporary folder ({@code -Dparlance.screenshots=DIR}).
 */
@Tag("screenshots")
class DescriberScreenshots extends WorkBrowserTestSupport {
    private static final Path DIR = Path.of(System.getProperty("parlance.screenshots",
            System.getProperty("java.io.tmpdir") + "/parlance-screenshots"));

    @Test
    void describersEditor() throws Exception {
        Path music = fixtures.resolve("screens-music.wav");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i",
                "aevalsrc='0.2*sin(2*PI*220*t)+0.15*sin(2*PI*277.2*t)+0.1*sin(2*PI*329.6*t)':s=16000:d=5",
                "-ac", "1", "-c:a", "pcm_s16le", music.toString());
        Path video = fixtures.resolve("screens-programme.mp4");
        SpeechFixtures.run("ffmpeg", "-nostdin", "-v", "error", "-y", "-f", "lavfi", "-i", "color=c=0x203040:s=640x360:d=8:r=25",
                "-f", "lavfi", "-i", "testsrc=s=640x360:d=8:r=25",
                "-i", music.toString(), "-i", speech.toString(), "-filter_complex",
                "[0:v][1:v]concat=n=2:v=1[cut];"
                        + "[cut]drawtext=text='Quarterly results':fontsize=40:fontcolor=white:x=(w-tw)/2:y=80:enable='between(t,1,5)'[v];"
                        + "[2:a][3:a]concat=n=2:v=0:a=1,apad[a]",
                "-map", "[v]", "-map", "[a]", "-t", "16", "-c:v", "libx264", "-pix_fmt", "yuv420p", "-c:a", "aac", video.toString());
        Customer customer = newCustomer();
        String job = videoJob(customer, video, "PREMIUM", "{\"audio_description\": true}");
        passesDoneUnchanged(job, Role.TRANSCRIBER);

        Worker describer = newWorker(Role.DESCRIBER);
        String item = describer.itemOf(job);
        Page page = signedIn(describer.username(), MEMBER_PASSWORD);
        claimOnTheQueuePage(page, item);
        page.waitForFunction("() => { const v = document.querySelector('video'); return v && v.readyState >= 1; }");
        page.evaluate("() => { const v = document.querySelector('video'); v.muted = true; v.currentTime = 12; }");
        page.locator("#play").focus();
        page.keyboard().press("Alt+a");
        page.keyboard().type("A man in a dark suit stands at a lectern, smiling, then walks slowly off the stage to the left.");
        assertThat(page.locator(".turn.description-problem")).not().hasCount(0);
        assertThat(page.locator("main[data-scenes='2']")).isAttached();
        shoot(page, "describer-editor");
        page.evaluate("() => window.scrollTo(0, 0)");
        page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve("describer-editor-top-1280.png")));
    }

    @Test
    void approvalWithTheDescription() throws Exception {
        Customer customer = newCustomer();
        describedJobAwaitingApproval(customer, "screens-approval", "The speaker smiles and sits down.");
        Page approving = newBrowser().newPage();
        approving.navigate("/approve/" + ApprovalApiTest.emailedToken(customer));
        awaitEditor(approving);
        assertThat(approving.locator("#description-list li")).hasCount(1);
        shoot(approving, "approval-with-description");
    }

    private static void shoot(Page page, String name) {
        for (int width : new int[] {1280, 320}) {
            page.setViewportSize(width, 800);
            page.screenshot(new Page.ScreenshotOptions().setPath(DIR.resolve(name + "-" + width + ".png")).setFullPage(true));
        }
        page.setViewportSize(1280, 800);
    }
}
