package dev.strata.engine.spawn;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;

/**
 * The default attribute values of the creature types (game: {@code DefaultAttributes}, each type's
 * {@code createAttributes()}), read from {@code net/minestom/data/entity_type.json} of {@code net.minestom:data}
 * (26.2), which lists them per type as {@code defaultAttributes}. Read once.
 */
final class MobAttributes {
    private static final Map<SpawnEntityType, float[]> VALUES = load();

    private MobAttributes() {}

    private static Map<SpawnEntityType, float[]> load() {
        try (InputStream in = MobAttributes.class.getResourceAsStream("/net/minestom/data/entity_type.json")) {
            if (in == null) throw new IllegalStateException("net/minestom/data/entity_type.json is not on the class path");
            JsonObject all = JsonParser.parseReader(new InputStreamReader(in, StandardCharsets.UTF_8)).getAsJsonObject();
            Map<SpawnEntityType, float[]> out = new EnumMap<>(SpawnEntityType.class);
            for (SpawnEntityType t : SpawnEntityType.values()) {
                JsonObject a = all.getAsJsonObject(t.id()).getAsJsonObject("defaultAttributes");
                out.put(t, new float[] {a.get("minecraft:max_health").getAsFloat(), a.get("minecraft:follow_range").getAsFloat()});
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The type's {@code max_health} (a fresh mob's health). */
    static float maxHealth(SpawnEntityType type) {
        return VALUES.get(type)[0];
    }

    /** The type's {@code follow_range} base. */
    static double followRange(SpawnEntityType type) {
        return VALUES.get(type)[1];
    }
}
