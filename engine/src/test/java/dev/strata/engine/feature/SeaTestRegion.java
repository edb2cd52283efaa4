package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.testing.SharedData;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntPredicate;

/**
 * A synthetic 3 x 3 decoration region around chunk (0, 0) for the ocean and surface feature tests: y 0 to 127
 * (small, for speed), sea level 63, filled by layers, with helpers to read blocks and list the blocks a feature
 * changed. Needs the vanilla data (block tags).
 */
final class SeaTestRegion {
    static final int MIN_Y = 0, HEIGHT = 128, SEA_LEVEL = 63;
    private static BlockStates sharedStates;

    final BlockStates states;
    final DecorationRegion level;
    final ProtoChunk[] chunks = new ProtoChunk[9];
    private int[][] before;

    SeaTestRegion() {
        this(0, 0);
    }

    SeaTestRegion(int centerX, int centerZ) {
        states = states();
        level = new DecorationRegion(states, 1234L, SEA_LEVEL, MIN_Y, HEIGHT, MIN_Y, HEIGHT, (x, y, z) -> 0);
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = new ProtoChunk(MIN_Y, HEIGHT);
                c.reset(centerX + dx, centerZ + dz);
                chunks[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        level.set(centerX, centerZ, chunks);
    }

    static synchronized BlockStates states() {
        if (sharedStates == null) sharedStates = new BlockStates(SharedData.vanilla());
        return sharedStates;
    }

    int state(String text) {
        return states.registry().parse(text);
    }

    /** Fills y in [fromY, toY] of every column of the region with a state (heightmaps are counted afterwards). */
    SeaTestRegion fill(int fromY, int toY, String state) {
        int s = state(state);
        for (ProtoChunk c : chunks) {
            for (int y = fromY; y <= toY; y++) for (int z = 0; z < 16; z++) for (int x = 0; x < 16; x++) c.setBlock(x, y, z, s);
        }
        return this;
    }

    /** Sets one block directly (before the feature runs; heightmaps are counted on first use). */
    SeaTestRegion put(int x, int y, int z, String state) {
        level.chunkAt(x >> 4, z >> 4).setBlock(x & 15, y, z & 15, state(state));
        return this;
    }

    /** The usual ocean: stone to y 29, sand 30 to 40, water 41 to 62. */
    static SeaTestRegion ocean() {
        return new SeaTestRegion().fill(MIN_Y, 29, "minecraft:stone").fill(30, 40, "minecraft:sand").fill(41, 62, "minecraft:water");
    }

    int get(int x, int y, int z) {
        return level.getBlockState(x, y, z);
    }

    String name(int x, int y, int z) {
        return states.registry().blockName(get(x, y, z));
    }

    String text(int x, int y, int z) {
        return states.registry().toString(get(x, y, z));
    }

    /** Remembers every block, so {@link #changed} can list what a feature did. */
    void snapshot() {
        before = new int[9][];
        for (int i = 0; i < 9; i++) before[i] = chunks[i].blocks().clone();
    }

    /** Positions {x, y, z} whose state differs from the snapshot and whose new state passes the filter. */
    List<int[]> changed(IntPredicate newState) {
        List<int[]> out = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int[] now = chunks[i].blocks();
            for (int idx = 0; idx < now.length; idx++) {
                if (now[idx] == before[i][idx] || !newState.test(now[idx])) continue;
                int y = (idx >> 8) + MIN_Y, z = (idx >> 4) & 15, x = idx & 15;
                out.add(new int[] {(chunks[i].chunkX() << 4) + x, y, (chunks[i].chunkZ() << 4) + z});
            }
        }
        return out;
    }

    /** Positions whose state changed at all. */
    List<int[]> changed() {
        return changed(s -> true);
    }

    /** Whether a state is of the named block. */
    boolean is(int state, String block) {
        return states.registry().blockName(state).equals(block);
    }
}
