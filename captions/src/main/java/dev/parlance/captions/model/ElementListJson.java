package dev.parlance.captions.model;

import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.json.JsonMapper;

/** Reads and writes the ElementList JSON document (the shape of get_elementlist). */
public final class ElementListJson {
    private static final JsonMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ElementListJson() {
    }

    public static String write(ElementList list) {
        return JSON.writeValueAsString(list);
    }

    public static ElementList read(String json) {
        return JSON.readValue(json, ElementList.class);
    }
}
