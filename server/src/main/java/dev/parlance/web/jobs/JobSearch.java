package dev.parlance.web.jobs;

import dev.parlance.parameters.FormParameters;
import dev.parlance.job.JobFilter;
import dev.parlance.job.JobListPosition;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The job list's form as the person filled it: words of the name (or a job id), status, fidelity,
 * creation dates (whole days, UTC, as job/list reads bare dates), whether sub-accounts' jobs show,
 * and the page's cursor. Read into job/list's own filters and paging by the v1 parsing, so a value
 * the API refuses is refused here with the same words.
 *
 * @param q      words of the job's name, or a job id; blank for all
 * @param mine   true for the signed-in account's own jobs only; false adds every sub-account's (job/list's {@code *})
 * @param cursor job/list's NextCursor of the page before, null on the first page
 */
record JobSearch(String q, String status, String fidelity, String from, String to, boolean mine, String cursor) {
    static final int PAGE_SIZE = 50;

    static JobSearch of(Map<String, String[]> query) {
        return new JobSearch(one(query, "q"), one(query, "status"), one(query, "fidelity"), one(query, "from"),
                one(query, "to"), "mine".equals(one(query, "owner")), one(query, "cursor"));
    }

    JobFilter filter() {
        return FormParameters.jobFilter(v1Names());
    }

    JobListPosition after() {
        return FormParameters.after(v1Names());
    }

    /** Whether anything narrows the list (the empty list then says "no job matches" rather than "no jobs yet"). */
    boolean narrowed() {
        return !q.isEmpty() || !status.isEmpty() || !fidelity.isEmpty() || !from.isEmpty() || !to.isEmpty();
    }

    /** This search's address with the page starting after {@code next}. */
    String pageAfter(JobListPosition next) {
        return url(FormParameters.cursor(next));
    }

    /** This search's first page. */
    String firstPage() {
        return url("");
    }

    private String url(String pageCursor) {
        StringBuilder url = new StringBuilder("/jobs?");
        Map<String, String> values = new LinkedHashMap<>();
        values.put("q", q);
        values.put("status", status);
        values.put("fidelity", fidelity);
        values.put("from", from);
        values.put("to", to);
        values.put("owner", mine ? "mine" : "");
        values.put("cursor", pageCursor);
        values.forEach((name, value) -> {
            if (!value.isEmpty()) {
                url.append(name).append('=').append(java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8)).append('&');
            }
        });
        return url.substring(0, url.length() - 1); // the last '&', or the '?' of no parameter
    }

    private Map<String, String[]> v1Names() {
        Map<String, String[]> p = new LinkedHashMap<>();
        if (!q.isEmpty()) {
            p.put("JobName", new String[] {"*" + q + "*"});
        }
        p.put("JobStatus", new String[] {status});
        p.put("Fidelity", new String[] {fidelity});
        p.put("CreationDateFrom", new String[] {from});
        p.put("CreationDateTo", new String[] {to});
        if (!mine) {
            p.put("Username", new String[] {"*"});
        }
        if (cursor != null && !cursor.isEmpty()) {
            p.put("cursor", new String[] {cursor});
        }
        return p;
    }

    private static String one(Map<String, String[]> query, String name) {
        String[] values = query.get(name);
        return values == null || values.length == 0 || values[0] == null ? "" : values[0].strip();
    }
}
