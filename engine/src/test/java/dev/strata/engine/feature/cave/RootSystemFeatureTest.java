package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.placement.PlacedFeature;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code root_system} (game 26.2: RootSystemFeature) from a cave up to the surface. */
class RootSystemFeatureTest {
    private static RootSystemFeature roots(CaveWorld w, List<int[]> trees, int levelTestDistance, int maxLevelDeviation) {
        ConfiguredFeature tree = (level, random, x, y, z) -> {
            trees.add(new int[] {x, y, z});
            level.setBlock(x, y, z, level.states().defaultState("minecraft:oak_log"), 2);
            return true;
        };
        return new RootSystemFeature(new PlacedFeature(null, tree, List.of()), 3, levelTestDistance, maxLevelDeviation, 3,
                w.parser.blocks(JsonCursor.root("t", JsonParser.parseString("\"#minecraft:azalea_root_replaceable\""))),
                w.parser.stateProvider(JsonCursor.root("t", JsonParser.parseString("{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:rooted_dirt\"}}"))),
                20, 100, 3, 2,
                w.parser.stateProvider(JsonCursor.root("t", JsonParser.parseString("{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:hanging_roots\"}}"))),
                20, 2, w.parser.blockPredicate(JsonCursor.root("t", JsonParser.parseString("{\"type\":\"minecraft:matching_block_tag\",\"tag\":\"minecraft:air\"}"))));
    }

    private static CaveWorld world() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-16, 101, -16, 31, 127, 31, "minecraft:air"); // the surface: first free y 101
        w.fill(0, 40, 0, 15, 42, 15, "minecraft:air"); // the cave, its ceiling at 43
        return w;
    }

    @Test
    void growsTheTreeOnTheSurfaceAboveAndRootsTheColumnBelowIt() {
        CaveWorld w = world();
        List<int[]> trees = new ArrayList<>();
        assertTrue(roots(w, trees, 0, 0).place(w.level, new RecordingRandom(1), 8, 41, 8));
        assertEquals(1, trees.size());
        assertEquals(101, trees.get(0)[1], "the first air with room above solid ground");
        int rooted = 0;
        for (int x = -8; x < 24; x++) for (int y = 0; y < 128; y++) for (int z = -8; z < 24; z++) {
            if (!w.name(x, y, z).equals("minecraft:rooted_dirt")) continue;
            rooted++;
            assertTrue(y >= 41 && y < 100, "roots from the origin's y to below the tree's ground: " + y);
            assertTrue(Math.abs(x - 8) <= 2 && Math.abs(z - 8) <= 2, "within root_radius - 1: " + x + " " + z);
        }
        assertTrue(rooted > 100, "rooted: " + rooted);
        int hanging = 0;
        for (int x = 6; x <= 10; x++) for (int y = 39; y <= 43; y++) for (int z = 6; z <= 10; z++) {
            if (!w.name(x, y, z).equals("minecraft:hanging_roots")) continue;
            hanging++;
            assertEquals(42, y, "hanging roots hang under the ceiling's sturdy face");
        }
        assertTrue(hanging > 0);
    }

    @Test
    void theLevelTestOf262RefusesUnevenGround() {
        CaveWorld w = world();
        w.set(8, 99, 10, "minecraft:air"); // two blocks south of the tree spot, one below the ground's top
        w.set(8, 100, 10, "minecraft:air");
        List<int[]> trees = new ArrayList<>();
        RecordingRandom r = new RecordingRandom(1);
        assertTrue(roots(w, trees, 2, 2).place(w.level, r, 8, 41, 8));
        assertEquals(0, trees.size(), "the corner 2 below is air");
        assertEquals("", r.joined(), "no tree, no roots, no draws");
        assertEquals(0, w.count("minecraft:rooted_dirt"));

        CaveWorld level = world();
        assertTrue(roots(level, trees, 2, 2).place(level.level, new RecordingRandom(1), 8, 41, 8));
        assertEquals(1, trees.size(), "level ground passes");
    }
}
