package dev.strata.engine.carver;

import dev.strata.engine.biome.BiomeSource;
import dev.strata.engine.levelgen.Aquifer;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.WorldgenRandom;

/**
 * The carvers step of one chunk (game: {@code NoiseBasedChunkGenerator.applyCarvers}, 26.1/26.2). Every chunk
 * within 8 chunks (a 17 x 17 square, x outer, z inner, from -8 to 8) is a possible source: its biome — the biome
 * source's at the source chunk's minimum block corner, quart y 0 — lists carvers; carver number {@code index} of the
 * list is seeded with {@code WorldgenRandom(LegacyRandomSource).setLargeFeatureSeed(seed + index, sourceX, sourceZ)}
 * and, if its chunk starts carving, carves what of its tunnels reaches this chunk. Only this chunk is written, so
 * the result does not depend on the order chunks are generated in.
 *
 * <p>The source chunk's biome: the game memoises it per chunk ({@code ChunkAccess.carverBiome}); here it is the
 * biome the source chunk's own biome step stores at that quart ({@link BiomeSource.Resolver#storedBiome}), a pure
 * function of the position, remembered in a small table. One per worker; not thread-safe.
 */
public final class CarverStep {
    private static final int RANGE = 8;
    private static final int MEMO = 64; // power of two, > 2 * RANGE + 1

    private final BiomeCarvers carvers;
    private final long seed;
    private final BiomeSource.Resolver biomes;
    private final int minQuartY, quartsY;
    private final CarvingContext ctx;
    private final WorldgenRandom random = new WorldgenRandom(new LegacyRandom(0L));
    private final long[] memoKey = new long[MEMO * MEMO];
    private final int[] memoBiome = new int[MEMO * MEMO];
    // Plans of started carvers of nearby source chunks (direct-mapped by source chunk and carver index; a source's
    // tunnels are the same for every chunk it reaches). PLAN_SLOTS x PLAN_SLOTS chunks hold the 48 x 48 sources of a
    // region's 32 x 32 chunks (or of a bench spiral's), so each source is planned once there; with 32 slots the
    // window wrapped and a 1,024-chunk spiral planned every source about four times.
    private static final int PLAN_SLOTS = 64, PLAN_INDICES = 4;
    private final long[] planKey = new long[PLAN_SLOTS * PLAN_SLOTS * PLAN_INDICES];
    private final int[] planIndex = new int[planKey.length];
    private final boolean[] planStarted = new boolean[planKey.length];
    private final CarvePlan[] plans = new CarvePlan[planKey.length];
    private final CarvePlan scratch = new CarvePlan();

    /**
     * @param carvers the biomes' carver lists
     * @param seed the world seed
     * @param biomes the worker's biome resolver
     * @param minY the chunk's min block y; @param height its height (the biome grid's extent)
     * @param ctx the worker's carving context
     */
    public CarverStep(BiomeCarvers carvers, long seed, BiomeSource.Resolver biomes, int minY, int height, CarvingContext ctx) {
        this.carvers = carvers;
        this.seed = seed;
        this.biomes = biomes;
        this.minQuartY = minY >> 2;
        this.quartsY = height >> 2;
        this.ctx = ctx;
        java.util.Arrays.fill(memoKey, Long.MIN_VALUE);
        java.util.Arrays.fill(planKey, Long.MIN_VALUE);
    }

    /**
     * Carves {@code chunk} (at status surface) in place; its carving mask is {@link CarvingContext#mask()} afterwards.
     *
     * @param aquifer the aquifer of the chunk's own noise step (game: {@code noiseChunk.aquifer()})
     * @param topMaterial the surface rules for the block under carved grass
     */
    public void apply(ProtoChunk chunk, Aquifer aquifer, TopMaterial topMaterial) {
        ctx.begin(chunk, aquifer, topMaterial);
        if (carvers.isEmpty()) return;
        // The game's aquifer has answered the noise step's last block (the chunk's lowest, solid) and so wants no
        // fluid update; a carver reading the flag before its first aquifer call (the lava level) sees that.
        aquifer.computeSubstance(chunk.chunkX() << 4, chunk.minY(), chunk.chunkZ() << 4, 1.0);
        int cx = chunk.chunkX(), cz = chunk.chunkZ();
        for (int dx = -RANGE; dx <= RANGE; dx++) {
            for (int dz = -RANGE; dz <= RANGE; dz++) {
                int sx = cx + dx, sz = cz + dz;
                WorldCarver[] list = carvers.of(sourceBiome(sx, sz));
                for (int index = 0; index < list.length; index++) {
                    WorldCarver carver = list[index];
                    int slot = (((sx & (PLAN_SLOTS - 1)) * PLAN_SLOTS) | (sz & (PLAN_SLOTS - 1))) * PLAN_INDICES + (index & (PLAN_INDICES - 1));
                    long key = ((long) sx << 32) | (sz & 0xFFFFFFFFL);
                    if (planKey[slot] != key || planIndex[slot] != index) {
                        random.setLargeFeatureSeed(seed + index, sx, sz);
                        boolean started = carver.isStartChunk(random);
                        if (started) {
                            CarvePlan plan = plans[slot];
                            if (plan == null) plans[slot] = plan = new CarvePlan();
                            scratch.clear();
                            carver.plan(scratch, random, sx, sz, ctx.minGenY, ctx.genDepth);
                            plan.copyFrom(scratch);
                        }
                        planKey[slot] = key;
                        planIndex[slot] = index;
                        planStarted[slot] = started;
                    }
                    if (planStarted[slot]) carver.replay(ctx, plans[slot]);
                }
            }
        }
    }

    private int sourceBiome(int sx, int sz) {
        int slot = ((sx & (MEMO - 1)) * MEMO) | (sz & (MEMO - 1));
        long key = ((long) sx << 32) | (sz & 0xFFFFFFFFL);
        if (memoKey[slot] == key) return memoBiome[slot];
        int qx = sx << 2, qz = sz << 2;
        int b = (0 >= minQuartY && 0 < minQuartY + quartsY) ? biomes.storedBiome(qx, 0, qz, minQuartY, quartsY) : biomes.biome(qx, 0, qz);
        memoKey[slot] = key;
        memoBiome[slot] = b;
        return b;
    }
}
