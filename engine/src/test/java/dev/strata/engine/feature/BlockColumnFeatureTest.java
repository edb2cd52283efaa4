package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.valueproviders.IntProvider;
import com.google.gson.JsonParser;
import org.junit.jupiter.api.Test;

class BlockColumnFeatureTest {
    private static final int A = FeatureTestRegion.state("minecraft:cactus[age=0]");
    private static final int B = FeatureTestRegion.state("minecraft:cactus_flower");
    private static final BlockPredicate AIR = (level, x, y, z) -> level.isEmptyBlock(x, y, z);

    private static IntProvider constant(int v) {
        return IntProvider.parse(JsonCursor.root("test", JsonParser.parseString(Integer.toString(v))));
    }

    private static BlockColumnFeature column(int a, int b, int[] step, boolean prioritizeTip) {
        BlockStateProvider pa = (level, random, x, y, z) -> A, pb = (level, random, x, y, z) -> B;
        return new BlockColumnFeature(new IntProvider[] {constant(a), constant(b)}, new BlockStateProvider[] {pa, pb},
                step[0], step[1], step[2], AIR, prioritizeTip);
    }

    @Test
    void layersStackFromTheOriginInTheirOrder() {
        FeatureTestRegion r = new FeatureTestRegion();
        assertTrue(column(2, 1, new int[] {0, 1, 0}, false).place(r.level, new XoroshiroRandom(1), 4, 60, 4));
        assertEquals(A, r.get(4, 60, 4));
        assertEquals(A, r.get(4, 61, 4));
        assertEquals(B, r.get(4, 62, 4));
        assertEquals(0, r.get(4, 63, 4));
        // down and sideways: the unit step of the direction
        assertTrue(column(1, 1, new int[] {0, -1, 0}, false).place(r.level, new XoroshiroRandom(1), 9, 60, 9));
        assertEquals(B, r.get(9, 59, 9));
        assertTrue(column(1, 1, new int[] {1, 0, 0}, false).place(r.level, new XoroshiroRandom(1), 9, 70, 9));
        assertEquals(B, r.get(10, 70, 9));
    }

    @Test
    void aBlockedColumnLosesItsTopOrWithPrioritizeTipItsBase() {
        FeatureTestRegion r = new FeatureTestRegion();
        int stone = FeatureTestRegion.state("minecraft:stone");
        // the test runs one block ahead of the block placed: a block at origin + 3 leaves room for 2 of 3
        r.set(4, 63, 4, stone);
        r.set(8, 63, 8, stone);
        r.set(12, 61, 12, stone); // at origin + 1: room for none
        assertTrue(column(2, 1, new int[] {0, 1, 0}, false).place(r.level, new XoroshiroRandom(1), 4, 60, 4));
        assertEquals(A, r.get(4, 60, 4));
        assertEquals(A, r.get(4, 61, 4));
        assertEquals(0, r.get(4, 62, 4));
        assertTrue(column(2, 1, new int[] {0, 1, 0}, true).place(r.level, new XoroshiroRandom(1), 8, 60, 8));
        assertEquals(A, r.get(8, 60, 8));
        assertEquals(B, r.get(8, 61, 8));
        assertEquals(0, r.get(8, 62, 8));
        // still true: the drawn total was positive
        assertTrue(column(2, 1, new int[] {0, 1, 0}, true).place(r.level, new XoroshiroRandom(1), 12, 60, 12));
        assertEquals(0, r.get(12, 60, 12));
    }

    @Test
    void truncateTakesFromTheEndItIsTold() {
        int[] h = {2, 3, 1};
        BlockColumnFeature.truncate(h, 6, 2, false);
        assertArrayEquals(new int[] {2, 0, 0}, h);
        h = new int[] {2, 3, 1};
        BlockColumnFeature.truncate(h, 6, 2, true);
        assertArrayEquals(new int[] {0, 1, 1}, h);
    }

    @Test
    void theOriginIsNotTestedAndAnEmptyColumnPlacesNothing() {
        FeatureTestRegion r = new FeatureTestRegion();
        int stone = FeatureTestRegion.state("minecraft:stone");
        r.set(4, 60, 4, stone);
        assertTrue(column(1, 0, new int[] {0, 1, 0}, false).place(r.level, new XoroshiroRandom(1), 4, 60, 4));
        assertEquals(A, r.get(4, 60, 4));
        assertFalse(column(0, 0, new int[] {0, 1, 0}, false).place(r.level, new XoroshiroRandom(1), 6, 60, 6));
        assertEquals(0, r.get(6, 60, 6));
    }

    @Test
    void vanillaColumnsParseAndBadValuesAreRefusedWithTheirPath() {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        DataPackException e = assertThrows(DataPackException.class, () -> p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(
                "{\"type\":\"minecraft:block_column\",\"config\":{\"allowed_placement\":{\"type\":\"minecraft:true\"},\"direction\":\"sideways\","
                        + "\"layers\":[],\"prioritize_tip\":false}}"))));
        assertTrue(e.getMessage().contains("config.direction") && e.getMessage().contains("sideways"), e.getMessage());
        // walkthrough (session 13): a misspelt feature type read as a limitation of Strata; the type meant is named
        e = assertThrows(DataPackException.class, () -> p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(
                "{\"type\":\"minecraft:block_colum\",\"config\":{}}"))));
        assertTrue(e.getMessage().contains("feature type minecraft:block_colum is not supported by Strata (did you mean minecraft:block_column?)"),
                e.getMessage());
        e = assertThrows(DataPackException.class, () -> p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(
                "{\"type\":\"minecraft:block_column\",\"config\":{\"allowed_placement\":{\"type\":\"minecraft:true\"},\"direction\":\"up\","
                        + "\"layers\":[{\"height\":-1,\"provider\":{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:stone\"}}}],\"prioritize_tip\":false}}"))));
        assertTrue(e.getMessage().contains("config.layers[0].height"), e.getMessage());
        ConfiguredFeature f = p.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(
                "{\"type\":\"minecraft:block_column\",\"config\":{\"allowed_placement\":{\"type\":\"minecraft:true\"},\"direction\":\"down\","
                        + "\"layers\":[{\"height\":2,\"provider\":{\"type\":\"minecraft:simple_state_provider\",\"state\":{\"Name\":\"minecraft:stone\"}}}],\"prioritize_tip\":true}}")));
        assertEquals(-1, ((BlockColumnFeature) f).dy());
    }
}
