package dev.strata.engine.feature;

import com.google.gson.JsonParser;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;

/**
 * A synthetic 3 x 3 decoration region around chunk (0, 0) for the tests of the ore, lake, disk and blob features:
 * nine proto chunks at the carvers step, filled by the test, over the vanilla 26.2 pack's block states and tags.
 */
final class OreTestWorld {
    static final int MIN_Y = -64, HEIGHT = 384, SEA_LEVEL = 63;
    private static BlockStates states;
    private static FeatureParser parser;

    final ProtoChunk[] chunks = new ProtoChunk[9];
    final DecorationRegion region;
    int biome;

    OreTestWorld() {
        this((x, y, z) -> 0);
    }

    OreTestWorld(DecorationRegion.Biomes biomes) {
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        region = new DecorationRegion(states(), 12345L, SEA_LEVEL, MIN_Y, HEIGHT, MIN_Y, HEIGHT, biomes);
        region.set(0, 0, chunks);
    }

    static synchronized BlockStates states() {
        if (states == null) states = new BlockStates(SharedData.vanilla());
        return states;
    }

    static synchronized FeatureParser parser() {
        if (parser == null) parser = new FeatureParser(SharedData.vanilla(), states());
        return parser;
    }

    static int state(String name) {
        return states().defaultState(name);
    }

    /** A configured feature from inline JSON. */
    static ConfiguredFeature feature(String json) {
        return parser().configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    /** A configured feature of the vanilla pack, e.g. {@code minecraft:ore_iron}. */
    static ConfiguredFeature vanilla(String id) {
        return parser().configuredFeature(ResourceId.parse(id), JsonCursor.root("test.json", JsonParser.parseString("{}")));
    }

    /** Fills y in [fromY, toY) of all nine chunks with a state, raw, and recounts the _WG heightmaps (the carvers step's). */
    OreTestWorld fill(int fromY, int toY, int state) {
        for (ProtoChunk c : chunks) {
            Arrays.fill(c.blocks(), (fromY - MIN_Y) << 8, (toY - MIN_Y) << 8, state);
            recountWg(c);
        }
        return this;
    }

    /** Sets a block raw (absolute coordinates within the 3 x 3) and recounts its chunk's _WG heightmaps. */
    void put(int x, int y, int z, int state) {
        chunk(x, z).setBlock(x & 15, y, z & 15, state);
        recountWg(chunk(x, z));
    }

    private static void recountWg(ProtoChunk c) {
        byte[] flags = dev.strata.engine.levelgen.BlockFlags.table();
        for (int col = 0; col < 256; col++) {
            c.worldSurfaceWg()[col] = dev.strata.engine.levelgen.Heightmap.prime(c.blocks(), flags, col, MIN_Y, HEIGHT,
                    dev.strata.engine.levelgen.Heightmap.Types.WORLD_SURFACE_WG);
            c.oceanFloorWg()[col] = dev.strata.engine.levelgen.Heightmap.prime(c.blocks(), flags, col, MIN_Y, HEIGHT,
                    dev.strata.engine.levelgen.Heightmap.Types.OCEAN_FLOOR_WG);
        }
    }

    int get(int x, int y, int z) {
        return region.getBlockState(x, y, z);
    }

    ProtoChunk chunk(int x, int z) {
        return region.chunkAt(x >> 4, z >> 4);
    }

    /** Copies of all nine chunks' blocks, to diff against after a placement. */
    int[][] snapshot() {
        int[][] s = new int[9][];
        for (int i = 0; i < 9; i++) s[i] = chunks[i].blocks().clone();
        return s;
    }

    /** Positions whose state differs from the snapshot, as {x, y, z, old, new}, in chunk then index order. */
    java.util.List<int[]> changes(int[][] before) {
        java.util.List<int[]> out = new java.util.ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int[] a = before[i], b = chunks[i].blocks();
            for (int k = 0; k < a.length; k++) {
                if (a[k] == b[k]) continue;
                int x = chunks[i].chunkX() * 16 + (k & 15), z = chunks[i].chunkZ() * 16 + ((k >> 4) & 15), y = (k >> 8) + MIN_Y;
                out.add(new int[] {x, y, z, a[k], b[k]});
            }
        }
        return out;
    }
}
