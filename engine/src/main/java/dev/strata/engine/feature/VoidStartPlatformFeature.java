package dev.strata.engine.feature;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code VoidStartPlatformFeature} (no configuration; the {@code the_void} biome's feature): a stone square of
 * radius 16 (Chebyshev) around block (8, 8) at 3 above the origin's y, cobblestone at its centre. Each chunk within
 * one chunk of chunk (0, 0) fills its own part; other chunks place nothing but report success, as the game does.
 * Draws no random.
 */
record VoidStartPlatformFeature(int stone, int cobblestone) implements ConfiguredFeature {
    /** Game: {@code PLATFORM_OFFSET} (8, 3, 8), {@code PLATFORM_RADIUS} 16, {@code PLATFORM_RADIUS_CHUNKS} 1. */
    private static final int OFFSET_X = 8, OFFSET_Y = 3, OFFSET_Z = 8, RADIUS = 16, RADIUS_CHUNKS = 1;

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new VoidStartPlatformFeature(p.states().defaultState("minecraft:stone"), p.states().defaultState("minecraft:cobblestone"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int chunkX = x >> 4, chunkZ = z >> 4;
        if (Math.max(Math.abs(chunkX - (OFFSET_X >> 4)), Math.abs(chunkZ - (OFFSET_Z >> 4))) > RADIUS_CHUNKS) return true;
        int py = y + OFFSET_Y;
        for (int bz = chunkZ << 4; bz <= (chunkZ << 4) + 15; bz++) {
            for (int bx = chunkX << 4; bx <= (chunkX << 4) + 15; bx++) {
                if (Math.max(Math.abs(OFFSET_X - bx), Math.abs(OFFSET_Z - bz)) > RADIUS) continue;
                boolean centre = bx == OFFSET_X && bz == OFFSET_Z;
                level.setBlock(bx, py, bz, centre ? cobblestone : stone, WorldGenLevel.UPDATE_CLIENTS);
            }
        }
        return true;
    }
}
