package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.surface.SurfaceBiomes;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The surface step's reuse of rule results down a column ({@code SurfaceRuleEvaluator.reuseFloor}, with
 * {@link BiomeZoomCache#sameBiomeDownTo}) changes nothing: over many chunks of the overworld (two seeds, badlands and
 * frozen-ocean areas included), the nether, the end, and the overworld's biomes over the caves, floating-islands and
 * amplified settings (other surface rules, other terrain), blocks, both heightmaps and the next chunks' biomes equal
 * those of the same worker evaluating the rules at every block and looking the biome up wherever the game does. (A
 * lookup has no effect but its answer: the surface step reads stored biome grids, see {@link BiomeZoomCache}.)
 */
class SurfaceReuseParityTest {

    private static final class Counting implements SurfaceBiomes {
        final BiomeZoomCache cache;
        final boolean reuse;
        long lookups;

        Counting(BiomeZoomCache cache, boolean reuse) {
            this.cache = cache;
            this.reuse = reuse;
        }

        @Override
        public int biomeAt(int x, int y, int z) {
            lookups++;
            return cache.biome(x, y, z);
        }

        @Override
        public int sameBiomeDownTo(int x, int y, int z) {
            return reuse ? cache.sameBiomeDownTo(x, y, z) : y;
        }

        @Override
        public int sameMembershipDownTo(int x, int y, int z, long maskLo, long maskHi, boolean member, int limit) {
            return reuse ? cache.sameMembershipDownTo(x, y, z, maskLo, maskHi, member, limit) : y;
        }
    }

    private static void generate(BiomeZoomCacheParityTest.World w, Counting biomes, int cx, int cz) {
        w.chunk.reset(cx, cz);
        ChunkBiomes.fill(w.cachedResolver, cx, cz, w.dimension.minSectionY(), w.dimension.sectionCount(), w.chunk.biomes());
        w.noise.fill(w.chunk, cx, cz);
        w.cache.beginChunk(cx, cz);
        w.surface.buildSurface(w.chunk, w.noise, biomes);
    }

    @Test
    void reusedResultsEqualEvaluatingEveryBlock() {
        Object[][] runs = {
            {"minecraft:overworld", 0L, new int[] {0, 0, 7, 4, -595, 544, -119, 183}},
            {"minecraft:overworld", 8_675_309L, new int[] {0, 0, 300, -200}},
            {"minecraft:the_nether", 0L, new int[] {0, 0, 7, 4}},
            {"minecraft:the_end", 0L, new int[] {0, 0, 70, 40}},
            // the overworld's biomes over other settings: their own surface rules (caves, floating islands) or terrain
            {"minecraft:overworld@minecraft:caves", 3L, new int[] {0, 0, -40, 25}},
            {"minecraft:overworld@minecraft:floating_islands", 3L, new int[] {0, 0, 33, -12}},
            {"minecraft:overworld@minecraft:amplified", 5L, new int[] {10, 10}},
        };
        long lookupsWith = 0, lookupsWithout = 0;
        for (Object[] run : runs) {
            String[] spec = ((String) run[0]).split("@");
            String dim = (String) run[0];
            long seed = (Long) run[1];
            int[] centers = (int[]) run[2];
            String settings = spec.length > 1 ? spec[1] : null;
            BiomeZoomCacheParityTest.World with = new BiomeZoomCacheParityTest.World(spec[0], seed, settings);
            BiomeZoomCacheParityTest.World without = new BiomeZoomCacheParityTest.World(spec[0], seed, settings);
            Counting a = new Counting(with.cache, true), b = new Counting(without.cache, false);
            Random rnd = new Random(seed ^ dim.hashCode());
            for (int c = 0; c < centers.length; c += 2) {
                // a 3 x 3 block of neighbours in order, then a few random chunks nearby
                for (int k = 0; k < 13; k++) {
                    int cx = centers[c] + (k < 9 ? k / 3 - 1 : rnd.nextInt(41) - 20);
                    int cz = centers[c + 1] + (k < 9 ? k % 3 - 1 : rnd.nextInt(41) - 20);
                    generate(with, a, cx, cz);
                    generate(without, b, cx, cz);
                    String where = dim + " seed " + seed + " chunk " + cx + " " + cz;
                    assertArrayEquals(without.chunk.biomes(), with.chunk.biomes(), where + ": biomes");
                    assertArrayEquals(without.chunk.blocks(), with.chunk.blocks(), where + ": blocks");
                    assertArrayEquals(without.chunk.worldSurfaceWg(), with.chunk.worldSurfaceWg(), where + ": WORLD_SURFACE_WG");
                    assertArrayEquals(without.chunk.oceanFloorWg(), with.chunk.oceanFloorWg(), where + ": OCEAN_FLOOR_WG");
                }
            }
            lookupsWith += a.lookups;
            lookupsWithout += b.lookups;
        }
        // the reuse is real: most lookups (one per evaluated block) are skipped
        assertTrue(lookupsWith * 3 < lookupsWithout, "lookups with reuse " + lookupsWith + ", without " + lookupsWithout);
    }
}
