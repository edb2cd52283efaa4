package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** Every block position of {@code biome_mixer.json} (seed -777, obfuscated) zooms to the game's quart. */
class BiomeZoomParityTest {

    @Test
    void zoomEqualsVanilla() throws Exception {
        BiomeZoom zoom = BiomeZoom.forWorldSeed(-777L);
        JsonArray rows = JsonParser.parseString(Files.readString(SharedData.fixture("biomes/biome_mixer.json"))).getAsJsonArray();
        int compared = 0, mismatches = 0;
        StringBuilder first = new StringBuilder();
        for (JsonElement e : rows) {
            JsonArray r = e.getAsJsonArray();
            int x = r.get(0).getAsInt(), y = r.get(1).getAsInt(), z = r.get(2).getAsInt();
            int c = zoom.corner(x, y, z);
            int qx = BiomeZoom.quartX(x, c), qy = BiomeZoom.quartY(y, c), qz = BiomeZoom.quartZ(z, c);
            compared++;
            if (qx != r.get(3).getAsInt() || qy != r.get(4).getAsInt() || qz != r.get(5).getAsInt()) {
                mismatches++;
                if (first.length() < 1500) first.append(r).append(" got ").append(qx).append(',').append(qy).append(',').append(qz).append('\n');
            }
        }
        assertEquals(82176, compared);
        assertEquals(0, mismatches, mismatches + " of " + compared + " zoomed positions differ:\n" + first);
    }

    @Test
    void obfuscateSeedIsLittleEndianSha256() {
        // Independent check of the byte order: SHA-256 of 8 zero bytes starts af 55 70 f5 a1 81 0b 7a.
        assertEquals(0x7a0b81a1f57055afL, BiomeZoom.obfuscateSeed(0L));
    }
}
