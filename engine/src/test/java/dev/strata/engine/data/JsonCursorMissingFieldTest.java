package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

/**
 * A missing field whose object holds a misspelling of it ({@code "spacingg"} for {@code "spacing"}) names both, with
 * the file and JSON path: the reader says what is wrong in the file rather than only what it did not find.
 */
class JsonCursorMissingFieldTest {

    private static String missing(String json, String key) {
        JsonCursor c = JsonCursor.root("data/test/worldgen/placed_feature/x.json", JsonParser.parseString(json)).get("placement");
        return assertThrows(DataPackException.class, () -> c.get(key)).getMessage();
    }

    @Test
    void aMisspeltKeyIsNamedBesideTheMissingField() {
        assertEquals("data/test/worldgen/placed_feature/x.json: placement: missing field \"spacing\"; unknown key \"spacingg\" here "
                + "(did you mean \"spacing\"?)", missing("{\"placement\": {\"salt\": 1, \"spacingg\": 3}}", "spacing"));
        // one letter dropped, two swapped, another case
        assertTrue(missing("{\"placement\": {\"featur\": 1}}", "feature").endsWith("unknown key \"featur\" here (did you mean \"feature\"?)"));
        assertTrue(missing("{\"placement\": {\"faeture\": 1}}", "feature").contains("unknown key \"faeture\""));
        assertTrue(missing("{\"placement\": {\"Feature\": 1}}", "feature").contains("unknown key \"Feature\""));
    }

    @Test
    void unrelatedOrShortKeysAreNotSuggested() {
        assertEquals("data/test/worldgen/placed_feature/x.json: placement: missing field \"spacing\"",
                missing("{\"placement\": {\"salt\": 1, \"spread\": 3}}", "spacing"));
        // x and y are one letter apart on purpose
        assertEquals("data/test/worldgen/placed_feature/x.json: placement: missing field \"y\"", missing("{\"placement\": {\"x\": 1}}", "y"));
        assertFalse(JsonCursor.nearMiss("min_inclusive", "max_inclusive"));
        assertTrue(JsonCursor.nearMiss("spread-type", "spread_type"));
    }
}
