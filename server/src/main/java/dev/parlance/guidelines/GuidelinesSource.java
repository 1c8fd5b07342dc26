package dev.parlance.guidelines;

/** Where a set of guidelines comes from: the three ways add_custom_guidelines takes them. */
public sealed interface GuidelinesSource {
    /**
     * A URL to fetch: a web page ({@code html}: is_html) or a file to download.
     *
     * @param url as sent; checked by the URL guard before anything is fetched
     */
    record FromUrl(String url, boolean html) implements GuidelinesSource {
    }

    /**
     * An uploaded file (the multipart field {@code file}), read as plain text unless its part says
     * it is HTML.
     *
     * @param contentType the part's Content-Type (a charset there is used), or null
     */
    record FromFile(byte[] bytes, String fileName, String contentType) implements GuidelinesSource {
    }

    /** Plain text sent in the call ({@code guidelines_data}). */
    record FromText(String text) implements GuidelinesSource {
    }
}
