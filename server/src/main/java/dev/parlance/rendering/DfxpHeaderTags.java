package dev.parlance.rendering;

import dev.parlance.captions.format.WriterOptions;
import dev.parlance.captions.format.dfxp.DfxpOptions;
import dev.parlance.job.Job;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * get_caption's {@code dfxp_header} with the job's tags filled in, as a callback URL's are: the
 * keys of the job's {@code custom_metadata}, and {@code job_id} and {@code job_name} (which win over
 * a metadata key of the same name). Values are escaped for XML; a tag nobody defined stays as it is.
 */
final class DfxpHeaderTags {
    private static final Pattern TAG = Pattern.compile("\\{([A-Za-z0-9_.-]+)}");

    private DfxpHeaderTags() {
    }

    static WriterOptions filled(WriterOptions options, Job job) {
        DfxpOptions dfxp = options.dfxp();
        if (dfxp.header() == null || dfxp.header().indexOf('{') < 0) {
            return options;
        }
        return new WriterOptions(options.srt(), new DfxpOptions(fill(dfxp.header(), job), dfxp.includeMetadata()),
                options.qt());
    }

    static String fill(String header, Job job) {
        Map<String, String> values = new LinkedHashMap<>(job.options().customMetadata());
        values.put("job_id", job.id());
        values.put("job_name", job.name() == null ? "" : job.name());
        Matcher m = TAG.matcher(header);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            m.appendReplacement(out, Matcher.quoteReplacement(value == null ? m.group() : xml(value)));
        }
        m.appendTail(out);
        return out.toString();
    }

    private static String xml(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
                .replace("'", "&apos;");
    }
}
