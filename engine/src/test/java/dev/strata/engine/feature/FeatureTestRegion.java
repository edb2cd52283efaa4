package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.testing.SharedData;

/**
 * A synthetic nether-sized decoration region for feature tests: nine empty (air) proto chunks around chunk (0, 0),
 * build height 0..255, generation range 0..127, sea level 32 (the nether's noise settings). Fill blocks with
 * {@link #fill}, place a feature, read back with {@link #get}.
 */
final class FeatureTestRegion {
    static final int MIN_Y = 0, HEIGHT = 256, SEA_LEVEL = 32;
    private static BlockStates states;

    final DecorationRegion level;
    final ProtoChunk[] chunks = new ProtoChunk[9];

    static synchronized BlockStates states() {
        if (states == null) states = new BlockStates(pack());
        return states;
    }

    static DataPack pack() {
        return SharedData.vanilla();
    }

    FeatureTestRegion() {
        level = new DecorationRegion(states(), 1234L, SEA_LEVEL, MIN_Y, HEIGHT, 0, 128, (x, y, z) -> 0);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                chunks[(dz + 1) * 3 + (dx + 1)] = c;
            }
        }
        level.set(0, 0, chunks);
    }

    /** The state id of a block state in command syntax, e.g. {@code minecraft:tall_grass[half=lower]}. */
    static int state(String text) {
        return states().registry().parse(text);
    }

    /** Sets every block in the box (inclusive, absolute coordinates within x, z -16..31) without heightmaps. */
    void fill(int x0, int y0, int z0, int x1, int y1, int z1, int state) {
        for (int y = y0; y <= y1; y++) {
            for (int z = z0; z <= z1; z++) {
                for (int x = x0; x <= x1; x++) chunk(x, z).setBlock(x & 15, y, z & 15, state);
            }
        }
    }

    void set(int x, int y, int z, int state) {
        fill(x, y, z, x, y, z, state);
    }

    int get(int x, int y, int z) {
        return level.getBlockState(x, y, z);
    }

    String name(int x, int y, int z) {
        return states().registry().toString(get(x, y, z));
    }

    ProtoChunk chunk(int x, int z) {
        return chunks[((z >> 4) + 1) * 3 + ((x >> 4) + 1)];
    }

    /** Number of blocks of the region (x, z -16..31, all y) whose state's block is {@code block}. */
    int count(String block) {
        int b = states().blockIndex(block);
        int n = 0;
        for (ProtoChunk c : chunks) for (int s : c.blocks()) if (states().block(s) == b) n++;
        return n;
    }

    /** A copy of every chunk's blocks, to compare before and after. */
    int[][] snapshot() {
        int[][] out = new int[9][];
        for (int i = 0; i < 9; i++) out[i] = chunks[i].blocks().clone();
        return out;
    }

    /** A random source that counts its draws (every method that advances the source counts one). */
    static final class CountingRandom implements RandomSource {
        final RandomSource inner;
        int draws;

        CountingRandom(RandomSource inner) {
            this.inner = inner;
        }

        @Override public RandomSource fork() { draws++; return inner.fork(); }
        @Override public dev.strata.engine.random.PositionalRandomFactory forkPositional() { draws++; return inner.forkPositional(); }
        @Override public void setSeed(long seed) { inner.setSeed(seed); }
        @Override public int nextInt() { draws++; return inner.nextInt(); }
        @Override public int nextInt(int bound) { draws++; return inner.nextInt(bound); }
        @Override public long nextLong() { draws++; return inner.nextLong(); }
        @Override public boolean nextBoolean() { draws++; return inner.nextBoolean(); }
        @Override public float nextFloat() { draws++; return inner.nextFloat(); }
        @Override public double nextDouble() { draws++; return inner.nextDouble(); }
        @Override public double nextGaussian() { draws++; return inner.nextGaussian(); }
    }
}
