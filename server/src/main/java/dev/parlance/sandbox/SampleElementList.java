package dev.parlance.sandbox;

import dev.parlance.captions.model.ElementList;
import dev.parlance.captions.model.ElementListJson;
import org.springframework.stereotype.Component;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The sample transcript of the sandbox: a bundled ElementList (two speakers, about 37 seconds) that
 * every sandbox job answers with. Captions and transcripts are made from it by the same engine as
 * on production, so every format and option can be tried on it.
 */
@Component
public class SampleElementList {
    static final String RESOURCE = "sample-elementlist.json";

    private final ElementList sample;

    SampleElementList() {
        try (InputStream in = SampleElementList.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("The sandbox sample " + RESOURCE + " is missing from the application");
            }
            sample = ElementListJson.read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public ElementList get() {
        return sample;
    }
}
