package dev.strata.engine.feature;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.XoroshiroRandom;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link BlockPileFeature} against a model written from the game's {@code BlockPileFeature} (26.1 and 26.2 decompiles):
 * the box walked in {@code BlockPos.betweenClosed} index order, the two-float test, the 0.031 second chance, air
 * first, then dirt path (a coin) or a sturdy top face; the provider drawn last.
 */
class BlockPileFeatureTest {
    private static final int MELON = FeatureTestRegion.state("minecraft:melon");

    private static BlockPileFeature melonPile() {
        return new BlockPileFeature((level, random, x, y, z) -> MELON, FeatureTestRegion.states().blockIndex("minecraft:dirt_path"));
    }

    /**
     * The game's rules, written independently of the production loop: {@code betweenClosed} walks index {@code i} as
     * x = min x + i % w, y = min y + (i / w) % h, z = min z + i / w / h. Returns the draws made; fills {@code placed}.
     */
    private static int model(FeatureTestRegion r, RandomSource random, int ox, int oy, int oz, Map<Long, Integer> placed) {
        int[] draws = {0};
        int xr = 2 + random.nextInt(2);
        int zr = 2 + random.nextInt(2);
        draws[0] += 2;
        int w = 2 * xr + 1, h = 2, d = 2 * zr + 1;
        for (int i = 0; i < w * h * d; i++) {
            int x = ox - xr + i % w, y = oy + (i / w) % h, z = oz - zr + i / w / h;
            int xd = ox - x, zd = oz - z;
            float a = random.nextFloat(), b = random.nextFloat();
            draws[0] += 2;
            boolean tryIt = (float) (xd * xd + zd * zd) <= a * 10.0F - b * 6.0F;
            if (!tryIt) {
                draws[0]++;
                tryIt = (double) random.nextFloat() < 0.031;
            }
            if (!tryIt) continue;
            long key = BlockPos.asLong(x, y, z);
            int here = placed.getOrDefault(key, r.get(x, y, z));
            if (!FeatureTestRegion.states().isAir(here)) continue;
            int below = placed.getOrDefault(BlockPos.asLong(x, y - 1, z), r.get(x, y - 1, z));
            boolean ok;
            if (FeatureTestRegion.states().registry().blockName(below).equals("minecraft:dirt_path")) {
                draws[0]++;
                ok = random.nextBoolean();
            } else {
                ok = BlockSupport.vanilla().isFaceSturdy(below, Direction.UP);
            }
            if (ok) placed.put(key, MELON);
        }
        return draws[0];
    }

    private static void assertPlacedAsModel(FeatureTestRegion before, FeatureTestRegion r, long seed, int ox, int oy, int oz) {
        Map<Long, Integer> expected = new HashMap<>();
        int modelDraws = model(before, new LegacyRandom(seed), ox, oy, oz, expected);
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new LegacyRandom(seed));
        assertTrue(melonPile().place(r.level, random, ox, oy, oz));
        assertEquals(modelDraws, random.draws, "draws, seed " + seed);
        for (int z = oz - 4; z <= oz + 4; z++) {
            for (int y = oy - 1; y <= oy + 2; y++) {
                for (int x = ox - 4; x <= ox + 4; x++) {
                    int want = expected.getOrDefault(BlockPos.asLong(x, y, z), before.get(x, y, z));
                    assertEquals(want, r.get(x, y, z), "seed " + seed + " at " + x + " " + y + " " + z);
                }
            }
        }
    }

    @Test
    void onStoneEveryBlockAndDrawIsTheGamesOrder() {
        int stone = FeatureTestRegion.state("minecraft:stone");
        int total = 0, stacked = 0;
        for (long seed = 0; seed < 40; seed++) {
            FeatureTestRegion before = new FeatureTestRegion(), r = new FeatureTestRegion();
            for (FeatureTestRegion t : new FeatureTestRegion[] {before, r}) {
                t.fill(-2, 60, -2, 18, 63, 18, stone);
                t.set(7, 64, 8, stone); // occupied: skipped, and a block above it stands on stone
            }
            assertPlacedAsModel(before, r, seed, 8, 64, 8);
            total += r.count("minecraft:melon");
            for (int z = 4; z <= 12; z++) for (int x = 4; x <= 12; x++) if (r.name(x, 65, z).equals("minecraft:melon")) stacked++;
        }
        // pinned from the model: 40 piles, 512 melons, some standing on a melon placed a layer below in the same pile
        assertEquals(512, total);
        assertTrue(stacked > 0, "a melon on a melon");
    }

    @Test
    void dirtPathDrawsACoinAndNonSturdyFloorsHoldNothing() {
        int path = FeatureTestRegion.state("minecraft:dirt_path");
        int bottomSlab = FeatureTestRegion.state("minecraft:oak_slab[type=bottom,waterlogged=false]");
        int topSlab = FeatureTestRegion.state("minecraft:oak_slab[type=top,waterlogged=false]");
        for (long seed = 0; seed < 40; seed++) {
            FeatureTestRegion before = new FeatureTestRegion(), r = new FeatureTestRegion();
            for (FeatureTestRegion t : new FeatureTestRegion[] {before, r}) {
                t.fill(12, 63, 12, 20, 63, 20, path); // the pile straddles four chunks
                t.fill(12, 63, 16, 20, 63, 20, bottomSlab);
                t.fill(16, 63, 12, 20, 63, 15, topSlab);
            }
            assertPlacedAsModel(before, r, seed, 16, 64, 16);
            for (int x = 12; x <= 20; x++) {
                for (int z = 16; z <= 20; z++) {
                    assertEquals("minecraft:air", r.name(x, 64, z), "nothing stands on a bottom slab");
                }
            }
        }
    }

    @Test
    void belowMinYPlusFiveNothingIsDrawn() {
        FeatureTestRegion r = new FeatureTestRegion();
        r.fill(0, 0, 0, 15, 3, 15, FeatureTestRegion.state("minecraft:stone"));
        FeatureTestRegion.CountingRandom random = new FeatureTestRegion.CountingRandom(new XoroshiroRandom(3));
        assertFalse(melonPile().place(r.level, random, 8, FeatureTestRegion.MIN_Y + 4, 8));
        assertEquals(0, random.draws);
        assertEquals(0, r.count("minecraft:melon"));
    }

    @Test
    void theVillagePilesParse() {
        FeatureParser p = new FeatureParser(FeatureTestRegion.pack(), FeatureTestRegion.states());
        JsonCursor from = JsonCursor.root("test", JsonParser.parseString("{}"));
        for (String id : new String[] {"pile_hay", "pile_ice", "pile_melon", "pile_pumpkin", "pile_snow"}) {
            assertTrue(p.configuredFeature(ResourceId.parse("minecraft:" + id), from) instanceof BlockPileFeature, id);
        }
    }
}
