package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.feature.ConfiguredFeature;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code multiface_growth} (game: MultifaceGrowthFeature with the block's MultifaceSpreader). */
class MultifaceGrowthFeatureTest {
    private static final String[] FACES = {"down", "up", "north", "south", "west", "east"};

    private static List<int[]> blocks(CaveWorld w, String name) {
        List<int[]> out = new ArrayList<>();
        for (int x = 0; x < 16; x++) for (int y = 38; y <= 45; y++) for (int z = 0; z < 16; z++) {
            if (w.name(x, y, z).equals(name)) out.add(new int[] {x, y, z});
        }
        return out;
    }

    @Test
    void lichenGrowsUnderTheCeilingAndSpreadsAlongIt() {
        int spreads = 0;
        for (long seed = 0; seed < 8; seed++) {
            CaveWorld w = new CaveWorld("minecraft:stone");
            w.fill(0, 40, 0, 15, 42, 15, "minecraft:air");
            ConfiguredFeature f = w.vanilla("minecraft:glow_lichen");
            RecordingRandom r = new RecordingRandom(seed);
            assertTrue(f.place(w.level, r, 8, 42, 8));
            // ceiling + four walls shuffled, then (placed at the origin, under the ceiling) the spreading chance
            assertEquals("int:5 int:4 int:3 int:2 float", String.join(" ", r.log.subList(0, 5)));
            assertEquals("true", w.value(8, 42, 8, "up"));
            for (String face : FACES) if (!face.equals("up")) assertEquals("false", w.value(8, 42, 8, face));
            assertTrue(w.chunks[4].postProcessing((42 - CaveWorld.MIN_Y) >> 4).length > 0, "marked for post-processing");
            List<int[]> lichen = blocks(w, "minecraft:glow_lichen");
            if (r.log.size() > 5) {
                assertEquals("int:6 int:5 int:4 int:3 int:2", String.join(" ", r.log.subList(5, 10)), "the spread shuffles all six");
                assertEquals(2, lichen.size(), "a spread along the ceiling adds one");
                int[] other = lichen.get(0)[0] == 8 && lichen.get(0)[2] == 8 ? lichen.get(1) : lichen.get(0);
                assertEquals(42, other[1]);
                assertEquals(1, Math.abs(other[0] - 8) + Math.abs(other[2] - 8));
                assertEquals("true", w.value(other[0], 42, other[2], "up"));
                spreads++;
            } else {
                assertEquals(1, lichen.size());
            }
        }
        assertTrue(spreads > 0);
    }

    @Test
    void searchesTheNeighbourAndNeedsAnAllowedBlock() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 44, 15, "minecraft:air");
        ConfiguredFeature f = w.vanilla("minecraft:glow_lichen");
        // two below the ceiling (45): nothing at the origin; the search up reaches the block under the ceiling
        assertTrue(f.place(w.level, new RecordingRandom(2), 8, 43, 8));
        assertEquals("minecraft:air", w.name(8, 43, 8));
        assertEquals("true", w.value(8, 44, 8, "up"));
        CaveWorld far = new CaveWorld("minecraft:stone");
        far.fill(0, 38, 0, 15, 44, 15, "minecraft:air");
        assertFalse(f.place(far.level, new RecordingRandom(2), 8, 41, 8), "three below the ceiling: the game's search only looks one step away");
        assertEquals(0, blocks(far, "minecraft:glow_lichen").size());
        CaveWorld bedrock = new CaveWorld("minecraft:bedrock");
        bedrock.fill(0, 40, 0, 15, 42, 15, "minecraft:air");
        assertFalse(f.place(bedrock.level, new RecordingRandom(2), 8, 42, 8), "bedrock is not in can_be_placed_on");
    }

    @Test
    void sculkVeinAlsoCoversTheFloorAndSpreadsAlways() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(0, 40, 0, 15, 42, 15, "minecraft:air");
        RecordingRandom r = new RecordingRandom(9);
        assertTrue(w.vanilla("minecraft:sculk_vein").place(w.level, r, 8, 40, 8));
        assertEquals("int:6 int:5 int:4 int:3 int:2", String.join(" ", r.log.subList(0, 5)), "six directions with the floor");
        assertEquals("true", w.value(8, 40, 8, "down"));
        assertEquals(2, blocks(w, "minecraft:sculk_vein").size(), "chance_of_spreading 1: a second vein");
    }
}
