/**
 * The v1 API described for machines and people: a maintained model of every v1 route
 * ({@link dev.parlance.api.doc.V1Operations}: paths, methods, parameters with their types and
 * values, answers, which routes check {@code v} and which the sandbox refuses), turned into an
 * OpenAPI 3.1 document at {@code /api/openapi.json} and a page at {@code /api/docs}. The routes'
 * parameters are read by hand in {@code api.v1} (merged query, form and JSON), so no annotation
 * scanner could see them; a test keeps this model and the mapped routes equal. The value lists
 * come from the enums the rooms parse with, so they cannot drift.
 */
package dev.parlance.api.doc;
