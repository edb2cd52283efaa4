package dev.strata.engine.feature.cave;

import com.google.gson.JsonParser;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.DecorationRegion;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.Arrays;

/**
 * A synthetic decoration region for the cave feature tests: 3 x 3 chunks around chunk (0, 0), y 0..127, filled with
 * one block; the WG heightmaps at the top. Tests carve pockets and place features with a fixed seed.
 */
final class CaveWorld {
    static final int MIN_Y = 0, HEIGHT = 128;
    final BlockStates states = new BlockStates(SharedData.vanilla());
    final FeatureParser parser = new FeatureParser(SharedData.vanilla(), states);
    final DecorationRegion level = new DecorationRegion(states, 42L, 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> 0);
    final ProtoChunk[] chunks = new ProtoChunk[9];

    CaveWorld(String fill) {
        int state = states.defaultState(fill);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(dx, dz);
                Arrays.fill(c.blocks(), state);
                Arrays.fill(c.worldSurfaceWg(), MIN_Y + HEIGHT);
                Arrays.fill(c.oceanFloorWg(), MIN_Y + HEIGHT);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        level.set(0, 0, chunks);
    }

    int state(String name) {
        return states.defaultState(name);
    }

    int get(int x, int y, int z) {
        return level.getBlockState(x, y, z);
    }

    String name(int x, int y, int z) {
        return states.registry().blockName(get(x, y, z));
    }

    String value(int x, int y, int z, String property) {
        return states.value(get(x, y, z), property);
    }

    /** Sets a box (inclusive) without going through the level's bookkeeping. */
    void fill(int x0, int y0, int z0, int x1, int y1, int z1, String block) {
        int s = state(block);
        for (int x = x0; x <= x1; x++) for (int y = y0; y <= y1; y++) for (int z = z0; z <= z1; z++) {
            ProtoChunk c = chunks[((z >> 4) + 1) * 3 + (x >> 4) + 1];
            c.blocks()[((y - MIN_Y) << 8) | ((z & 15) << 4) | (x & 15)] = s;
        }
    }

    void set(int x, int y, int z, String block) {
        fill(x, y, z, x, y, z, block);
    }

    /** Counts blocks of a name in the region. */
    int count(String block) {
        int b = states.blockIndex(block), n = 0;
        for (ProtoChunk c : chunks) for (int s : c.blocks()) if (states.block(s) == b) n++;
        return n;
    }

    /** Parses a configured feature from JSON text. */
    ConfiguredFeature feature(String json) {
        return parser.configuredFeature(JsonCursor.root("test.json", JsonParser.parseString(json)));
    }

    /** A configured feature of the vanilla pack by id. */
    ConfiguredFeature vanilla(String id) {
        return parser.configuredFeature(dev.strata.engine.data.ResourceId.parse(id), JsonCursor.root("test", JsonParser.parseString("\"" + id + "\"")));
    }
}
