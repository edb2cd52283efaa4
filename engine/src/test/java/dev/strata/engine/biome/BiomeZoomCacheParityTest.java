package dev.strata.engine.biome;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.density.DensityCompiler;
import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.NoiseGeneratorSettings;
import dev.strata.engine.levelgen.NoiseRouter;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.surface.BiomeTemperature;
import dev.strata.engine.surface.SurfaceBiomes;
import dev.strata.engine.surface.SurfaceSystem;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * {@link BiomeZoomCache} is, to the bit, the game's reading of biomes in the surface step: the zoom's corner quart, y
 * clamped to the dimension, read from the biome grid the chunk holding that quart stored in its own biome step, which
 * searched its quarts in order (sections up, x, y, z) with a warm start of its own (none at its first quart). The
 * reference ({@link StoredGrids}) fills those grids with the plain R-tree search and a fresh cursor per chunk, through
 * a context-free climate sampler; the cache works through the worker's resolver (bound to the noise chunk, as in
 * production), whose state is carried from chunk to chunk. Drivers: the real surface step on every surface fixture
 * chunk and on random chunks of random seeds (chunks in sequence on one worker), random lookup sequences (in and out
 * of the cached window, biome steps interleaved), and a synthetic source made of ties, where the warm start decides
 * nearly every quart.
 */
class BiomeZoomCacheParityTest {
    private static final Pattern FIXTURE = Pattern.compile(
            "(?:(nether|end)_surface_no_blend_no_beard|no_blend_no_beard_surface(?:_[a-z_]+?)?)_(-?\\d+)_(-?\\d+)\\.chunk");

    /**
     * The reference: the biome grids the game's biome step stores, one per chunk, each filled with a fresh warm start
     * (game: {@code ChunkAccess.fillBiomesFromNoise}, {@code Climate.RTree.search}), read as the generation region
     * reads them (y clamped to the chunk's extent).
     */
    static final class StoredGrids {
        private final BiomeSource source;
        private final BiomeSource.Resolver plain; // for sources without a warm start
        private final ClimateSampler sampler;
        private final BiomeZoom zoom;
        private final int minSectionY, sectionCount;
        private final java.util.Map<Long, int[]> grids = new java.util.HashMap<>();
        /** Quarts of the filled grids where the warm start decided (a cold search would answer otherwise). */
        long decidedByWarmStart;

        StoredGrids(BiomeSource source, ClimateSampler sampler, BiomeZoom zoom, int minSectionY, int sectionCount) {
            this.source = source;
            this.sampler = sampler;
            this.plain = source.resolver(sampler);
            this.zoom = zoom;
            this.minSectionY = minSectionY;
            this.sectionCount = sectionCount;
        }

        int[] grid(int cx, int cz) {
            return grids.computeIfAbsent(((long) cx << 32) | (cz & 0xFFFFFFFFL), k -> fill(cx, cz));
        }

        private int[] fill(int cx, int cz) {
            int[] out = new int[ChunkBiomes.size(sectionCount)];
            if (!(source instanceof MultiNoiseBiomeSource m)) {
                plain.fillChunk(cx, cz, minSectionY, sectionCount, out);
                return out;
            }
            ClimateRTree tree = m.tree();
            ClimateRTree.Cursor cursor = tree.cursor(); // no warm start at the chunk's first quart
            for (int s = 0; s < sectionCount; s++) {
                for (int x = 0; x < 4; x++) {
                    for (int y = 0; y < 4; y++) {
                        for (int z = 0; z < 4; z++) {
                            sampler.sample((cx << 2) + x, ((minSectionY + s) << 2) + y, (cz << 2) + z, cursor.target);
                            int leaf = tree.searchLeaf(cursor);
                            if (leaf != tree.firstNearest(cursor.target, 0)) decidedByWarmStart++;
                            out[ChunkBiomes.index(s, x, y, z)] = tree.leafValue(leaf);
                        }
                    }
                }
            }
            return out;
        }

        /** The biome the surface step reads at block {@code (x, y, z)}. */
        int biome(int x, int y, int z) {
            int c = zoom.corner(x, y, z);
            int qx = BiomeZoom.quartX(x, c), qy = BiomeZoom.quartY(y, c), qz = BiomeZoom.quartZ(z, c);
            return ChunkBiomes.get(grid(qx >> 2, qz >> 2), minSectionY, sectionCount, qx, qy, qz);
        }
    }

    /** One dimension of one seed: noise, surface, the worker's resolver and cache, and the reference. */
    static final class World {
        final BiomeSources.Dimension dimension;
        final NoiseChunk noise;
        final SurfaceSystem surface;
        final BiomeSource.Resolver cachedResolver;
        final StoredGrids reference;
        final BiomeZoom zoom;
        final BiomeZoomCache cache;
        final ProtoChunk chunk;
        final int[] biomesCached;
        long calls;

        World(String dimensionId, long seed) {
            this(dimensionId, seed, null);
        }

        /** With {@code settingsId} (e.g. {@code minecraft:caves}) instead of the dimension's own noise settings. */
        World(String dimensionId, long seed, String settingsId) {
            DataPack pack = SharedData.vanilla();
            BiomeRegistry registry = BiomeRegistry.load(pack);
            dimension = BiomeSources.dimension(pack, ResourceId.parse(dimensionId), registry);
            NoiseGeneratorSettings settings = NoiseGeneratorSettings.load(pack,
                    settingsId == null ? dimension.noiseSettings() : ResourceId.parse(settingsId));
            RandomState state = new RandomState(pack, seed, settings.legacyRandomSource());
            noise = new NoiseChunk(settings, state, dimension.minY(), dimension.height());
            BiomeTemperature temperatures = BiomeTemperature.load(pack, registry.size(), i -> registry.name(i).toString());
            surface = new SurfaceSystem(settings, state, name -> registry.idOrMinus1(ResourceId.parse(name)), temperatures);
            cachedResolver = dimension.biomeSource().resolver(ClimateSampler.of(settings.router(), noise.router()));
            zoom = BiomeZoom.forWorldSeed(seed);
            reference = new StoredGrids(dimension.biomeSource(), ClimateSampler.of(
                    NoiseRouter.compile(settings.router(), new DensityCompiler(state, DensityCompiler.DIRECT))), zoom,
                    dimension.minSectionY(), dimension.sectionCount());
            cache = new BiomeZoomCache(zoom, cachedResolver, dimension.minY(), dimension.height());
            chunk = new ProtoChunk(dimension.minY(), dimension.height());
            biomesCached = new int[ChunkBiomes.size(dimension.sectionCount())];
        }

        /** The chunk's biome step on the worker's resolver: the grid must be the stored one, whatever came before. */
        void biomeStep(int cx, int cz) {
            ChunkBiomes.fill(cachedResolver, cx, cz, dimension.minSectionY(), dimension.sectionCount(), biomesCached);
            assertArrayEquals(reference.grid(cx, cz), biomesCached, "biome step of " + cx + " " + cz);
        }

        /** Biome step, noise, then the surface step reading both paths in lockstep. */
        void generate(int cx, int cz) {
            biomeStep(cx, cz);
            noise.fill(chunk, cx, cz);
            cache.beginChunk(cx, cz);
            surface.buildSurface(chunk, noise, lockstep(cx + " " + cz));
        }

        SurfaceBiomes lockstep(String where) {
            return (x, y, z) -> check(x, y, z, where);
        }

        int check(int x, int y, int z, String where) {
            int want = reference.biome(x, y, z);
            int got = cache.biome(x, y, z);
            calls++;
            if (want != got) {
                fail(where + ": lookup " + calls + " at (" + x + ", " + y + ", " + z + "): stored biome " + want + ", cached " + got);
            }
            return got;
        }
    }

    @Test
    void surfaceStepOnEveryFixtureChunk() throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.list(SharedData.fixture("chunks"))) {
            files = s.filter(p -> FIXTURE.matcher(p.getFileName().toString()).matches()).sorted().toList();
        }
        assertTrue(files.size() >= 8, "surface fixtures found: " + files.size());
        java.util.Map<String, World> worlds = new java.util.HashMap<>();
        long ties = 0;
        for (Path file : files) {
            Matcher m = FIXTURE.matcher(file.getFileName().toString());
            assertTrue(m.matches());
            String dim = m.group(1) == null ? "minecraft:overworld" : "minecraft:the_" + m.group(1);
            // a fresh world per fixture (the game's state when it generated it) and a shared one (a reused worker)
            World fresh = new World(dim, 0L);
            World shared = worlds.computeIfAbsent(dim, d -> new World(d, 0L));
            int cx = Integer.parseInt(m.group(2)), cz = Integer.parseInt(m.group(3));
            fresh.generate(cx, cz);
            shared.generate(cx, cz);
            assertTrue(fresh.calls >= 256, file + ": only " + fresh.calls + " lookups");
            ties += fresh.reference.decidedByWarmStart;
        }
        // chunk 7 4 of the overworld reads an exact climate tie (forest / beach at quart (28, 15, 15), stored by chunk 7 3)
        assertTrue(ties > 0, "no tie exercised");
    }

    /** Seeds and chunk pairs per dimension: {@code -Dstrata.zoomCacheRounds=N} (default 2) for a longer run. */
    @Test
    void surfaceStepOnRandomChunksAndSeeds() {
        Random rnd = new Random(0x5eedL);
        String[] dims = {"minecraft:overworld", "minecraft:the_nether", "minecraft:the_end"};
        int rounds = Integer.getInteger("strata.zoomCacheRounds", 2);
        int[] chunksPerDim = {3 * rounds, rounds, 1};
        long lookups = 0, chunks = 0;
        for (int s = 0; s < rounds; s++) {
            long seed = s == 0 ? 0L : rnd.nextLong();
            for (int d = 0; d < dims.length; d++) {
                World w = new World(dims[d], seed);
                for (int i = 0; i < chunksPerDim[d]; i++) {
                    int cx = rnd.nextInt(20001) - 10000, cz = rnd.nextInt(20001) - 10000;
                    if (i % 3 == 2) cx = rnd.nextInt(64) - 32; // near spawn too
                    w.generate(cx, cz);
                    w.generate(cx + 1, cz); // a neighbour next, the resolver's state carried over
                }
                assertTrue(w.calls >= 256L * 2 * chunksPerDim[d], dims[d] + ": " + w.calls + " lookups");
                lookups += w.calls;
                chunks += 2L * chunksPerDim[d];
            }
        }
        System.out.printf("zoom cache lockstep: %d seeds, %d chunks, %d lookups equal%n", rounds, chunks, lookups);
    }

    @Test
    void randomLookupSequences() {
        Random rnd = new Random(42L);
        for (int s = 0; s < 3; s++) {
            long seed = rnd.nextLong();
            World w = new World(s == 2 ? "minecraft:the_nether" : "minecraft:overworld", seed);
            int minY = w.dimension.minY(), maxY = minY + w.dimension.height();
            for (int c = 0; c < 6; c++) {
                int cx = rnd.nextInt(4001) - 2000, cz = rnd.nextInt(4001) - 2000;
                w.biomeStep(cx, cz);
                w.cache.beginChunk(cx, cz);
                // a few columns at a time, y from the top downwards (as the surface step), with jumps and strays
                for (int i = 0; i < 6000; i++) {
                    int x = (cx << 4) + rnd.nextInt(16), z = (cz << 4) + rnd.nextInt(16);
                    int r = rnd.nextInt(100);
                    if (r < 3) x += rnd.nextInt(41) - 20; // outside the chunk: the direct path
                    else if (r < 6) z += rnd.nextInt(41) - 20;
                    int y = r < 10 ? minY - 40 + rnd.nextInt(maxY - minY + 80) : minY + rnd.nextInt(maxY - minY);
                    w.check(x, y, z, "seed " + seed + " chunk " + cx + " " + cz);
                    if (rnd.nextInt(2000) == 0) w.biomeStep(cx + rnd.nextInt(3) - 1, cz + rnd.nextInt(3) - 1);
                }
            }
            assertTrue(w.cache.hits() > w.cache.misses(), "cache hardly hit: " + w.cache.hits() + " / " + w.cache.misses());
        }
    }

    /**
     * A source made of ties: temperature takes 9 levels per quart (hashed), the other axes are 0; the entries are
     * points at -0.6, -0.2, 0.2, 0.6 in temperature, each twice (different biomes), so nearly every quart is an exact
     * tie decided by the warm start of the biome step that stores it (and targets at 0 and ±0.4 tie between
     * neighbouring points as well); plus one lone point at 0.9, whose quarts are unique.
     */
    @Test
    void tieHeavySyntheticSource() {
        List<ResourceId> names = new ArrayList<>();
        for (int i = 0; i < 9; i++) names.add(ResourceId.parse("test:b" + i));
        BiomeRegistry registry = new BiomeRegistry(names);
        List<Climate.Entry> entries = new ArrayList<>();
        float[] points = {-0.6f, -0.2f, 0.2f, 0.6f};
        int b = 0;
        for (int copy = 0; copy < 2; copy++) {
            for (float p : points) entries.add(new Climate.Entry(Climate.ParameterPoint.of(p, 0, 0, 0, 0, 0, 0), names.get(b++)));
        }
        entries.add(new Climate.Entry(Climate.ParameterPoint.of(0.9f, 0, 0, 0, 0, 0, 0), names.get(b)));
        MultiNoiseBiomeSource source = new MultiNoiseBiomeSource(entries, registry);
        DensityFunction zero = constant(0.0);
        DensityFunction temperature = new DensityFunction() {
            @Override
            public double compute(int x, int y, int z) {
                long h = (x >> 2) * 341873128712L + (y >> 2) * 132897987541L + (z >> 2) * 7919L;
                h ^= h >>> 29;
                h *= 0x9E3779B97F4A7C15L;
                return (Math.floorMod(h >>> 20, 10) - 4) * 0.2; // -0.8 .. 1.0
            }

            @Override
            public double minValue() {
                return -0.8;
            }

            @Override
            public double maxValue() {
                return 1.0;
            }
        };
        Random rnd = new Random(7L);
        long decided = 0, totalHits = 0;
        for (int s = 0; s < 5; s++) {
            long seed = rnd.nextLong();
            ClimateSampler sampler = new ClimateSampler(temperature, zero, zero, zero, zero, zero);
            BiomeSource.Resolver cachedResolver = source.resolver(new ClimateSampler(temperature, zero, zero, zero, zero, zero));
            BiomeZoom zoom = BiomeZoom.forWorldSeed(seed);
            StoredGrids reference = new StoredGrids(source, sampler, zoom, -4, 24);
            BiomeZoomCache cache = new BiomeZoomCache(zoom, cachedResolver, -64, 384);
            for (int c = 0; c < 8; c++) {
                int cx = rnd.nextInt(2001) - 1000, cz = rnd.nextInt(2001) - 1000;
                int[] bb = new int[ChunkBiomes.size(24)];
                ChunkBiomes.fill(cachedResolver, cx, cz, -4, 24, bb);
                assertArrayEquals(reference.grid(cx, cz), bb);
                cache.beginChunk(cx, cz);
                for (int i = 0; i < 20000; i++) {
                    int x = (cx << 4) + rnd.nextInt(16), z = (cz << 4) + rnd.nextInt(16), y = -80 + rnd.nextInt(416);
                    assertEquals(reference.biome(x, y, z), cache.biome(x, y, z), "biome at " + x + " " + y + " " + z);
                }
            }
            decided += reference.decidedByWarmStart;
            totalHits += cache.hits();
        }
        // the warm start decided many stored quarts, of this chunk and of its neighbours
        assertTrue(decided > 10_000, "quarts decided by the warm start: " + decided);
        assertTrue(totalHits > 1_000, "window hits: " + totalHits);
    }

    static int lastLeaf(BiomeSource.Resolver r) {
        return r instanceof MultiNoiseBiomeSource.TreeResolver t ? t.cursor.lastLeaf() : -1;
    }

    /** {@link ClimateRTree#isUniqueNearest} of the search's leaf agrees with a brute-force count of nearest leaves. */
    @Test
    void uniqueNearestAgreesWithBruteForce() {
        DataPack pack = SharedData.vanilla();
        BiomeRegistry registry = BiomeRegistry.load(pack);
        for (String dim : new String[] {"minecraft:overworld", "minecraft:the_nether"}) {
            MultiNoiseBiomeSource source = (MultiNoiseBiomeSource) BiomeSources.dimension(pack, ResourceId.parse(dim), registry).biomeSource();
            ClimateRTree tree = source.tree();
            ClimateRTree.Cursor cursor = tree.cursor();
            Random rnd = new Random(dim.hashCode());
            int uniques = 0, ties = 0;
            for (int i = 0; i < 12000; i++) {
                long[] t = cursor.target;
                for (int d = 0; d < 6; d++) {
                    // coarse values (multiples of 500 = the boxes' usual bounds) to provoke ties, or fine ones
                    t[d] = i % 2 == 0 ? (rnd.nextInt(9) - 4) * 2500L + (rnd.nextInt(5) - 2) * 500L : rnd.nextInt(24001) - 12000;
                }
                t[6] = 0;
                int leaf = tree.searchLeaf(cursor);
                long best = Long.MAX_VALUE;
                int atBest = 0;
                for (int n = 0; n < tree.nodeCount(); n++) {
                    if (!tree.isLeaf(n)) continue;
                    long dist = distance(tree, n, t);
                    if (dist < best) {
                        best = dist;
                        atBest = 1;
                    } else if (dist == best) {
                        atBest++;
                    }
                }
                assertEquals(best, distance(tree, leaf, t), "the search is exact");
                boolean unique = tree.isUniqueNearest(t, leaf);
                assertEquals(atBest == 1, unique, "uniqueness of " + java.util.Arrays.toString(t));
                // the one-pass variant, from no hint, the search's leaf, or any leaf; it must not move the warm start
                int hint = i % 3 == 0 ? -1 : i % 3 == 1 ? leaf : rnd.nextInt(tree.nodeCount());
                while (hint >= 0 && !tree.isLeaf(hint)) hint = rnd.nextInt(tree.nodeCount());
                int r = tree.nearestUnique(cursor, hint);
                assertEquals(unique, r >= 0, "nearestUnique of " + java.util.Arrays.toString(t));
                assertEquals(best, distance(tree, r >= 0 ? r : -(r + 1), t));
                if (unique) assertEquals(leaf, r);
                assertEquals(leaf, cursor.lastLeaf());
                // the tie shortcut: a warm-started search is the warm leaf if it is a nearest one, else the cold result
                long minDistance = tree.nearestDistance(t, 0);
                assertEquals(best, minDistance, "nearestDistance");
                int first = tree.firstNearest(t, 0);
                for (int k = 0; k < 4; k++) {
                    int warm = k == 0 ? -1 : k == 1 ? first : rnd.nextInt(tree.nodeCount());
                    if (k == 3) { // a nearest leaf other than the first, when there is one
                        for (int n = 0; n < tree.nodeCount(); n++) {
                            if (tree.isLeaf(n) && n != first && distance(tree, n, t) == best) warm = n;
                        }
                    }
                    while (warm >= 0 && !tree.isLeaf(warm)) warm = rnd.nextInt(tree.nodeCount());
                    if (warm < 0) cursor.reset();
                    else tree.adopt(cursor, warm);
                    int searched = tree.searchLeaf(cursor);
                    assertEquals(searched, tree.tieResult(warm, t, 0, minDistance, first), "tieResult from " + warm);
                }
                if (unique) uniques++;
                else ties++;
            }
            assertTrue(uniques > 1000 && ties > 50, dim + ": uniques " + uniques + ", ties " + ties);
        }
    }

    private static long distance(ClimateRTree tree, int n, long[] t) {
        long sum = 0;
        for (int d = 0; d < Climate.AXES; d++) {
            long above = t[d] - tree.max(n, d), below = tree.min(n, d) - t[d];
            long dist = above > 0 ? above : Math.max(below, 0L);
            sum += dist * dist;
        }
        return sum;
    }

    private static DensityFunction constant(double v) {
        return new DensityFunction() {
            @Override
            public double compute(int x, int y, int z) {
                return v;
            }

            @Override
            public double minValue() {
                return v;
            }

            @Override
            public double maxValue() {
                return v;
            }
        };
    }
}
