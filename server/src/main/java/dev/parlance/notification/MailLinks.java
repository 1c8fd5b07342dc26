package dev.parlance.notification;

import org.springframework.web.util.HtmlUtils;

/**
 * A link in an e-mail, whole or as a path. Links in e-mails start with the service's address (the
 * system room's {@code ServiceAddress}); without one they are the path to open on the Parlance site
 * the reader uses, and the message says why, rather than a host taken from some request.
 */
public final class MailLinks {
    private static final String WHY_A_PATH = "a path on the Parlance site you use: its operator has not set the"
            + " service's public address (PARLANCE_PUBLIC_URL, or on the people page), so this message cannot carry"
            + " a whole link";

    private MailLinks() {
    }

    /** The link as a line of the plain-text part. */
    public static String text(String link) {
        return isPath(link) ? link + "\n(" + WHY_A_PATH + ")" : link;
    }

    /** The link in the HTML part: an anchor with {@code label}, or the path as text with why. */
    public static String html(String link, String label) {
        String escaped = HtmlUtils.htmlEscape(link);
        return isPath(link)
                ? HtmlUtils.htmlEscape(label) + ": <code>" + escaped + "</code> (" + HtmlUtils.htmlEscape(WHY_A_PATH) + ")"
                : "<a href=\"" + escaped + "\">" + HtmlUtils.htmlEscape(label) + "</a>";
    }

    private static boolean isPath(String link) {
        return link.startsWith("/");
    }
}
