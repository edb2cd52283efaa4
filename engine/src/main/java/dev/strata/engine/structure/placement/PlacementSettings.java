package dev.strata.engine.structure.placement;

/**
 * The fields every structure placement has (game: the {@code StructurePlacement} base codec): {@code locate_offset}
 * (blocks, each within [-16, 16], default 0 0 0; used by /locate and the ender eye, not by placement),
 * {@code frequency_reduction_method} (default {@code default}), {@code frequency} (a float in [0, 1], default 1),
 * {@code salt} (non-negative, required) and an optional {@code exclusion_zone}.
 *
 * @param exclusionZone null when absent
 */
public record PlacementSettings(int locateOffsetX, int locateOffsetY, int locateOffsetZ, FrequencyReductionMethod frequencyReductionMethod,
        float frequency, int salt, ExclusionZone exclusionZone) {

    /**
     * Game: {@code StructurePlacement.applyAdditionalChunkRestrictions}: a frequency below 1 asks the reduction
     * method; 1 keeps every chunk without drawing.
     */
    public boolean applyAdditionalChunkRestrictions(int chunkX, int chunkZ, long levelSeed) {
        return !(frequency < 1.0f) || frequencyReductionMethod.shouldGenerate(levelSeed, salt, chunkX, chunkZ, frequency);
    }
}
