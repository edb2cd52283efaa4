package dev.strata.engine.spawn;

/**
 * The light the spawn step reads, as the game's light engine holds it once the chunk is lit (the {@code spawn} step
 * runs after {@code light}). The caller fills it from the light it computed for the chunk (for Strata's pipeline:
 * the {@code light/GenerationLight} window). Values 0..15.
 */
public interface SpawnLight {
    /** Block light at an absolute position. */
    int blockLight(int x, int y, int z);

    /** Sky light at an absolute position (0 in a dimension without sky light). */
    int skyLight(int x, int y, int z);

    /**
     * Game: {@code getRawBrightness(pos, 0)} = {@code max(blockLight, skyLight - 0)}; a {@code WorldGenRegion}'s
     * sky darkening is 0 ({@code WorldGenRegion.getSkyDarken}).
     */
    default int rawBrightness(int x, int y, int z) {
        return Math.max(blockLight(x, y, z), skyLight(x, y, z));
    }
}
