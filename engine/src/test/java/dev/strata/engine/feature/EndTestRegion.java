package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.testing.SharedData;
import com.google.gson.JsonParser;

/**
 * A synthetic End for the End features' tests: 3 x 3 proto chunks of the End's extent (y 0..255), end stone up to
 * a chosen y and air above, bound as a {@link DecorationRegion} around a centre chunk; plus the vanilla block
 * facts and a parser of inline configurations. Needs the shared vanilla data (skips without it).
 */
final class EndTestRegion {
    static final int MIN_Y = 0, HEIGHT = 256;
    private static BlockStates states;

    final DecorationRegion level;
    final ProtoChunk[] chunks = new ProtoChunk[9];

    /**
     * @param surfaceY end stone fills y {@code 0..surfaceY-1}; 0 for an all-air region
     */
    EndTestRegion(long seed, int centerX, int centerZ, int surfaceY) {
        BlockStates s = states();
        int endStone = s.defaultState("minecraft:end_stone");
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(centerX + dx, centerZ + dz);
                for (int y = MIN_Y; y < surfaceY; y++) {
                    for (int z = 0; z < 16; z++) for (int x = 0; x < 16; x++) c.setBlock(x, y, z, endStone);
                }
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                chunks[(dz + 1) * 3 + (dx + 1)] = c;
            }
        }
        level = new DecorationRegion(s, seed, 0, MIN_Y, HEIGHT, MIN_Y, 128, (x, y, z) -> 0);
        level.set(centerX, centerZ, chunks);
    }

    static synchronized BlockStates states() {
        if (states == null) states = new BlockStates(SharedData.vanilla());
        return states;
    }

    static FeatureParser parser() {
        return new FeatureParser(SharedData.vanilla(), states());
    }

    /** Parses an inline configured feature {@code {"type": ..., "config": ...}}. */
    static ConfiguredFeature parse(String json) {
        return parser().configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    int state(String name) {
        return states().defaultState(name);
    }

    int block(int x, int y, int z) {
        return level.getBlockState(x, y, z);
    }

    String name(int x, int y, int z) {
        return states().registry().blockName(block(x, y, z));
    }

    String prop(int x, int y, int z, String property) {
        return states().value(block(x, y, z), property);
    }

    /** Number of blocks of a block name in the 3 x 3 chunks. */
    int count(String name) {
        int b = states().blockIndex(name), n = 0;
        for (ProtoChunk c : chunks) for (int st : c.blocks()) if (states().block(st) == b) n++;
        return n;
    }

    /**
     * A random source that answers {@code nextInt(bound)} from a script (each entry checked against its bound) and
     * refuses every other draw, so a test can steer a feature through a path derived by hand.
     */
    static final class Scripted implements RandomSource {
        private final int[][] script;
        private int next;

        /** @param script pairs {bound, value} in draw order */
        Scripted(int[]... script) {
            this.script = script;
        }

        int used() {
            return next;
        }

        @Override
        public int nextInt(int bound) {
            if (next >= script.length) throw new AssertionError("draw " + next + " (nextInt(" + bound + ")) beyond the script");
            int[] e = script[next++];
            if (e[0] != bound) throw new AssertionError("draw " + (next - 1) + " was nextInt(" + bound + "), the script expects nextInt(" + e[0] + ")");
            return e[1];
        }

        @Override public RandomSource fork() { throw new AssertionError("fork"); }
        @Override public PositionalRandomFactory forkPositional() { throw new AssertionError("forkPositional"); }
        @Override public void setSeed(long seed) { throw new AssertionError("setSeed"); }
        @Override public int nextInt() { throw new AssertionError("nextInt()"); }
        @Override public long nextLong() { throw new AssertionError("nextLong"); }
        @Override public boolean nextBoolean() { throw new AssertionError("nextBoolean"); }
        @Override public float nextFloat() { throw new AssertionError("nextFloat"); }
        @Override public double nextDouble() { throw new AssertionError("nextDouble"); }
        @Override public double nextGaussian() { throw new AssertionError("nextGaussian"); }
    }
}
