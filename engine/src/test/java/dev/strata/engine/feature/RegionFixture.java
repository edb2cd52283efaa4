package dev.strata.engine.feature;

import com.google.gson.JsonParser;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;

/**
 * A synthetic decoration region for tests: nine empty (air) overworld-sized proto chunks around chunk (0, 0)
 * (y -64..319, sea level 63, biome 0), the vanilla pack's block facts, and a feature parser for JSON snippets.
 * States are written with the game's command syntax ({@code minecraft:water[level=3]}).
 */
public final class RegionFixture {
    public static final int MIN_Y = -64, HEIGHT = 384;
    private static BlockStates sharedStates;

    public final BlockStates states;
    public final DecorationRegion level;
    public final FeatureParser parser;

    public RegionFixture() {
        this.states = states();
        this.level = new DecorationRegion(states, 1234L, 63, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> 0);
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(dx, dz);
                c.setStatus(ProtoChunk.STATUS_CARVERS);
                around[(dz + 1) * 3 + (dx + 1)] = c;
            }
        }
        level.set(0, 0, around);
        this.parser = new FeatureParser(SharedData.vanilla(), states);
    }

    /** The vanilla pack's block facts, shared by all tests (tags are cached in it). */
    public static synchronized BlockStates states() {
        if (sharedStates == null) sharedStates = new BlockStates(SharedData.vanilla());
        return sharedStates;
    }

    /** A state id of command syntax. */
    public int state(String text) {
        return states.registry().parse(text);
    }

    /** Writes a state directly into its chunk (no heightmaps, no block entities). */
    public RegionFixture set(int x, int y, int z, String state) {
        level.chunkAt(x >> 4, z >> 4).setBlock(x & 15, y, z & 15, state(state));
        return this;
    }

    /** The state at a position in command syntax. */
    public String at(int x, int y, int z) {
        return states.registry().toString(level.getBlockState(x, y, z));
    }

    /** A cursor over a JSON snippet (file name "test.json"). */
    public static JsonCursor json(String json) {
        return JsonCursor.root("test.json", JsonParser.parseString(json));
    }
}
