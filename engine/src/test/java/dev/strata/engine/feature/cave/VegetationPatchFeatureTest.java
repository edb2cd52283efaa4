package dev.strata.engine.feature.cave;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.levelgen.BlockPos;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** {@code vegetation_patch} and {@code waterlogged_vegetation_patch} (game: VegetationPatchFeature and its subclass). */
class VegetationPatchFeatureTest {

    /** A nested feature that records where it is asked to place and sets {@code state} there. */
    private static PlacedFeature recording(List<int[]> calls, int state) {
        ConfiguredFeature f = (level, random, x, y, z) -> {
            calls.add(new int[] {x, y, z});
            if (state >= 0) level.setBlock(x, y, z, state, 2);
            return true;
        };
        return new PlacedFeature(null, f, List.of());
    }

    private static VegetationPatchFeature patch(CaveWorld w, boolean waterlogged, PlacedFeature vegetation, String surface, float edge) {
        return new VegetationPatchFeature(waterlogged, w.parser.blocks(JsonCursor.root("t", new com.google.gson.JsonPrimitive("#minecraft:moss_replaceable"))),
                w.parser.stateProvider(JsonCursor.root("t", com.google.gson.JsonParser.parseString(
                        "{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:moss_block\"}}"))),
                vegetation, surface.equals("floor"), w.parser.intProvider(JsonCursor.root("t", new com.google.gson.JsonPrimitive(1))),
                0.0f, 5, 1.0f, w.parser.intProvider(JsonCursor.root("t", new com.google.gson.JsonPrimitive(3))), edge);
    }

    @Test
    void coversTheFloorAndPlacesVegetationInTheGamesHashOrder() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, 40, -8, 24, 50, 24, "minecraft:air");
        List<int[]> calls = new ArrayList<>();
        RecordingRandom r = new RecordingRandom(3);
        assertTrue(patch(w, false, recording(calls, -1), "floor", 0.0f).place(w.level, r, 8, 44, 8));
        // radius 3 + 1 = 4: the inner 7 x 7 columns; no edge columns at chance 0 (and no draw for them)
        assertEquals(49, w.count("minecraft:moss_block"));
        for (int x = 5; x <= 11; x++) for (int z = 5; z <= 11; z++) assertEquals("minecraft:moss_block", w.name(x, 39, z));
        assertEquals("minecraft:stone", w.name(4, 39, 8), "the edge column is left out");
        assertEquals(49, calls.size());
        assertEquals(java.util.Collections.nCopies(49, "float"), r.log);
        for (int[] c : calls) assertEquals(40, c[1], "vegetation stands on the surface");

        // the game's HashSet<BlockPos> order: by bucket of the spread hash in a table of 128 (49 > 48 = 0.75 * 64),
        // ties in insertion order (x outer, z inner)
        List<int[]> inserted = new ArrayList<>();
        for (int x = 5; x <= 11; x++) for (int z = 5; z <= 11; z++) inserted.add(new int[] {x, 39, z});
        List<int[]> expected = new ArrayList<>(inserted);
        expected.sort(Comparator.comparingInt(p -> bucket(BlockPos.hashCode(p[0], p[1], p[2]), 128)));
        List<String> got = calls.stream().map(c -> c[0] + "," + c[2]).toList();
        assertEquals(expected.stream().map(c -> c[0] + "," + c[2]).toList(), got);
        assertNotEquals(inserted.stream().map(c -> c[0] + "," + c[2]).toList(), got, "not the order of insertion");
    }

    private static int bucket(int h, int capacity) {
        return (h ^ (h >>> 16)) & (capacity - 1);
    }

    @Test
    void aCeilingPatchHangsItsVegetationBelow() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, 40, -8, 24, 50, 24, "minecraft:air");
        List<int[]> calls = new ArrayList<>();
        RecordingRandom r = new RecordingRandom(4);
        assertTrue(patch(w, false, recording(calls, -1), "ceiling", 0.5f).place(w.level, r, 8, 47, 8));
        assertEquals("minecraft:moss_block", w.name(8, 51, 8));
        for (int[] c : calls) assertEquals(50, c[1]);
        assertEquals(0, IntStream.of(4, 12).filter(x -> w.name(x, 51, 4).equals("minecraft:moss_block")).count(), "corners never");
        assertTrue(r.log.size() > 49, "edge columns draw at chance 0.5");
    }

    @Test
    void waterloggedPatchFillsEnclosedSurfaceWithWaterAndWaterlogsTheVegetation() {
        CaveWorld w = new CaveWorld("minecraft:stone");
        w.fill(-8, 40, -8, 24, 50, 24, "minecraft:air");
        w.set(4, 39, 8, "minecraft:air"); // exposes the rim block (5, 39, 8) to the west
        List<int[]> calls = new ArrayList<>();
        int slab = w.states.with(w.state("minecraft:oak_slab"), "waterlogged", "false");
        assertTrue(patch(w, true, recording(calls, slab), "floor", 0.0f).place(w.level, new RecordingRandom(5), 8, 44, 8));
        // the 7 x 7 moss, surrounded by the stone floor, becomes water but for the exposed block
        assertEquals(48, calls.size());
        for (int x = 5; x <= 11; x++) for (int z = 5; z <= 11; z++) {
            boolean inner = !(x == 5 && z == 8);
            assertEquals(inner ? "minecraft:oak_slab" : "minecraft:moss_block", w.name(x, 39, z), x + " " + z);
            if (inner) assertEquals("true", w.value(x, 39, z, "waterlogged"));
        }
        for (int[] c : calls) assertEquals(39, c[1], "vegetation goes into the water block");
    }
}
