package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.XoroshiroRandom;
import com.google.gson.JsonParser;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;
import org.junit.jupiter.api.Test;

/** {@code bonus_chest}: the shuffled columns, the first free one, the loot seed after the shuffles, the torches. */
class BonusChestFeatureTest {
    private static ConfiguredFeature vanilla() {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        return p.configuredFeature(ResourceId.parse("minecraft:bonus_chest"), JsonCursor.root("test", JsonParser.parseString("{}")));
    }

    /** The game's draws, written out: x's shuffle (15 nextInt), z's (15), then the loot seed. */
    private static int[][] model(long seed) {
        XoroshiroRandom r = new XoroshiroRandom(seed);
        int[][] out = new int[2][16];
        for (int[] v : out) {
            for (int i = 0; i < 16; i++) v[i] = i;
            for (int i = 16; i > 1; i--) {
                int j = r.nextInt(i);
                int t = v[i - 1];
                v[i - 1] = v[j];
                v[j] = t;
            }
        }
        return out;
    }

    private static String block(FeatureTestRegion r, int x, int y, int z) {
        return FeatureTestRegion.states().registry().blockName(r.get(x, y, z));
    }

    @Test
    void theChestGoesToTheFirstShuffledColumnWhoseTopIsFreeWithTorchesWhereTheySurvive() {
        int[][] order = model(7);
        FeatureTestRegion r = new FeatureTestRegion();
        for (int x = -16; x < 32; x++) for (int z = -16; z < 32; z++) for (int y = 60; y <= 63; y++) r.set(x, y, z, FeatureTestRegion.state("minecraft:stone"));
        int x0 = order[0][0], z0 = order[1][0], z1 = order[1][1];
        // the first column's top holds leaves (not in MOTION_BLOCKING_NO_LEAVES, not empty, a full collision): skipped
        r.set(x0, 64, z0, FeatureTestRegion.state("minecraft:oak_leaves[persistent=true]"));
        r.set(x0 + 1, 63, z1, FeatureTestRegion.state("minecraft:air")); // no floor east of the chest: no torch there
        XoroshiroRandom random = new XoroshiroRandom(7);
        ConfiguredFeature f = vanilla();
        assertTrue(f instanceof BonusChestFeature);
        assertTrue(f.place(r.level, random, 5, 70, 9));
        assertEquals("minecraft:chest", block(r, x0, 64, z1), "the second z of the first x");
        XoroshiroRandom expect = new XoroshiroRandom(7);
        for (int i = 16; i > 1; i--) expect.nextInt(i);
        for (int i = 16; i > 1; i--) expect.nextInt(i);
        ProtoChunk.BlockEntityData be = r.level.getBlockEntity(x0, 64, z1);
        assertEquals("minecraft:chest", be.id);
        assertEquals(StringBinaryTag.stringBinaryTag("minecraft:chests/spawn_bonus_chest"), be.fields.get("LootTable"));
        assertEquals(LongBinaryTag.longBinaryTag(expect.nextLong()), be.fields.get("LootTableSeed"), "the seed comes after the 30 shuffle draws");
        assertEquals("minecraft:torch", block(r, x0, 64, z1 - 1));
        assertEquals("minecraft:torch", block(r, x0 - 1, 64, z1));
        assertEquals("minecraft:torch", block(r, x0, 64, z1 + 1));
        assertEquals("minecraft:air", block(r, x0 + 1, 64, z1), "a torch needs a floor");
        assertEquals("minecraft:oak_leaves", block(r, x0, 64, z0));
    }

    @Test
    void noFreeColumnPlacesNothing() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(0, 0, 0, 15, 63, 15, FeatureTestRegion.state("minecraft:stone"));
        r.fill(0, 64, 0, 15, 64, 15, FeatureTestRegion.state("minecraft:oak_leaves[persistent=true]"));
        assertFalse(vanilla().place(r.level, new XoroshiroRandom(3), 0, 64, 0));
    }
}
