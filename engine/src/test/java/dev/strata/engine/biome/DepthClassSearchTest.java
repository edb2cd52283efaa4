package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link DepthClassSearch} answers exactly what a search of the whole tree establishes: the strictly nearest leaf, and
 * -1 exactly where several leaves share the minimal distance; and a chunk's biome step that uses it equals the game's
 * quart-by-quart warm-started search, also where the climate varies in other axes than depth (no shortcut there).
 */
class DepthClassSearchTest {
    private static BiomeRegistry registry;

    /** Loaded on first use, so that a missing shared folder skips the tests instead of failing the class. */
    private static synchronized BiomeRegistry registry() {
        if (registry == null) registry = BiomeRegistry.load(SharedData.vanilla());
        return registry;
    }

    private static MultiNoiseBiomeSource source(String dimension) {
        DataPack pack = SharedData.vanilla();
        return (MultiNoiseBiomeSource) BiomeSources.dimension(pack, ResourceId.parse(dimension), registry()).biomeSource();
    }

    private static long distance(ClimateRTree tree, int leaf, long[] t) {
        long sum = 0;
        for (int d = 0; d < Climate.AXES; d++) {
            long dist = Math.max(Math.max(t[d] - tree.max(leaf, d), tree.min(leaf, d) - t[d]), 0L);
            sum += dist * dist;
        }
        return sum;
    }

    @Test
    void columnAnswersEqualBruteForceIncludingTies() {
        for (String dim : new String[] {"minecraft:overworld", "minecraft:the_nether"}) {
            MultiNoiseBiomeSource source = source(dim);
            ClimateRTree tree = source.tree();
            List<Climate.ParameterPoint> boxes = new ArrayList<>();
            for (Climate.Entry e : source.entries()) boxes.add(e.point());
            DepthClassSearch search = DepthClassSearch.of(boxes, tree);
            assertEquals(dim.endsWith("overworld") ? 4 : 1, search.classCount(), "depth classes of " + dim);
            DepthClassSearch.Column column = search.column();
            Random rnd = new Random(dim.hashCode());
            int uniques = 0, ties = 0;
            long[] t = new long[Climate.AXES];
            for (int col = 0; col < 600; col++) {
                for (int d = 0; d < 6; d++) {
                    // coarse values (the boxes' usual bounds) to provoke ties, or fine ones
                    t[d] = col % 2 == 0 ? (rnd.nextInt(9) - 4) * 2500L + (rnd.nextInt(5) - 2) * 500L : rnd.nextInt(24001) - 12000;
                }
                t[Climate.OFFSET] = 0;
                column.begin(t, 0);
                for (int q = 0; q < 40; q++) {
                    // depths on and between the class bounds (0, 0.2, 0.5, 0.9, 1, 1.05, 1.1 ...) and anywhere
                    t[Climate.DEPTH] = q % 2 == 0 ? (rnd.nextInt(29) - 6) * 500L : rnd.nextInt(30001) - 15000;
                    long best = Long.MAX_VALUE;
                    int atBest = 0, bestLeaf = -1;
                    for (int n = 0; n < tree.nodeCount(); n++) {
                        if (!tree.isLeaf(n)) continue;
                        long dist = distance(tree, n, t);
                        if (dist < best) {
                            best = dist;
                            atBest = 1;
                            bestLeaf = n;
                        } else if (dist == best) {
                            atBest++;
                        }
                    }
                    int got = column.nearest(t[Climate.DEPTH]);
                    assertEquals(atBest == 1 ? bestLeaf : -1, got, dim + " at " + java.util.Arrays.toString(t));
                    if (atBest == 1) uniques++;
                    else ties++;
                }
            }
            assertTrue(uniques > 5000 && ties > 100, dim + ": uniques " + uniques + ", ties " + ties);
        }
    }

    @Test
    void tooManyDepthIntervalsMeansNoClassSearch() {
        List<Climate.ParameterPoint> boxes = new ArrayList<>();
        for (int i = 0; i <= DepthClassSearch.MAX_CLASSES; i++) boxes.add(Climate.ParameterPoint.of(0, 0, 0, 0, i * 0.1f, 0, 0));
        ClimateRTree tree = new ClimateRTree(boxes, new int[boxes.size()]);
        assertNull(DepthClassSearch.of(boxes, tree));
        assertEquals(DepthClassSearch.MAX_CLASSES, DepthClassSearch.of(boxes.subList(0, DepthClassSearch.MAX_CLASSES), tree).classCount());
    }

    /**
     * The overworld list with synthetic climates: every quart in a column differs only in depth (the class search
     * answers), or temperature changes with y too (it must not). The chunk's biomes and the warm start it leaves equal
     * the game's search quart by quart, in its order, from no warm start at the chunk's first quart.
     */
    @Test
    void chunkBiomeStepEqualsTheQuartByQuartSearch() {
        MultiNoiseBiomeSource source = source("minecraft:overworld");
        for (boolean temperatureVariesWithY : new boolean[] {false, true}) {
            DensityFunction temperature = hashed(41L, temperatureVariesWithY, 0.0);
            DensityFunction humidity = hashed(43L, false, 0.0), continents = hashed(47L, false, 0.3);
            DensityFunction erosion = hashed(53L, false, 0.0), weirdness = hashed(59L, false, 0.0);
            DensityFunction depth = new DensityFunction() {
                @Override
                public double compute(int x, int y, int z) {
                    return 1.5 - (y + 64) / 128.0 + ((x >> 4) & 3) * 0.05; // -1.5 .. 1.65: every depth class
                }

                @Override
                public double minValue() {
                    return -1.5;
                }

                @Override
                public double maxValue() {
                    return 1.65;
                }
            };
            BiomeSource.Resolver step = source.resolver(new ClimateSampler(temperature, humidity, continents, erosion, depth, weirdness));
            BiomeSource.Resolver game = source.resolver(new ClimateSampler(temperature, humidity, continents, erosion, depth, weirdness));
            Random rnd = new Random(11L);
            for (int c = 0; c < 12; c++) {
                int cx = rnd.nextInt(201) - 100, cz = rnd.nextInt(201) - 100;
                int[] got = new int[ChunkBiomes.size(24)], want = new int[ChunkBiomes.size(24)];
                ChunkBiomes.fill(step, cx, cz, -4, 24, got);
                ((MultiNoiseBiomeSource.TreeResolver) game).cursor.reset(); // the warm start is chunk-local
                for (int s = 0; s < 24; s++) {
                    for (int x = 0; x < 4; x++) {
                        for (int y = 0; y < 4; y++) {
                            for (int z = 0; z < 4; z++) {
                                want[ChunkBiomes.index(s, x, y, z)] = game.biome((cx << 2) + x, ((s - 4) << 2) + y, (cz << 2) + z);
                            }
                        }
                    }
                }
                assertArrayEquals(want, got, "chunk " + cx + " " + cz + (temperatureVariesWithY ? " (temperature varies with y)" : ""));
                assertEquals(BiomeZoomCacheParityTest.lastLeaf(game), BiomeZoomCacheParityTest.lastLeaf(step), "warm start after " + cx + " " + cz);
            }
        }
    }

    /** Coarse hashed levels by quart column (and quart y if asked): many quarts on box bounds, hence ties. */
    private static DensityFunction hashed(long salt, boolean withY, double bias) {
        return new DensityFunction() {
            @Override
            public double compute(int x, int y, int z) {
                long h = (x >> 2) * 341873128712L + (withY ? (y >> 3) * 132897987541L : 0L) + (z >> 2) * 7919L + salt;
                h ^= h >>> 29;
                h *= 0x9E3779B97F4A7C15L;
                return Math.max(-1.0, Math.min(1.0, (Math.floorMod(h >>> 20, 21) - 10) * 0.1 + bias));
            }

            @Override
            public double minValue() {
                return -1.0;
            }

            @Override
            public double maxValue() {
                return 1.0;
            }
        };
    }
}
