package dev.parlance.captions.transform;

import dev.parlance.captions.model.ElementList;

/** One text rule applied to a whole ElementList. Implementations keep token times. */
@FunctionalInterface
public interface TextTransform {
    ElementList apply(ElementList list);
}
