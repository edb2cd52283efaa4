package dev.strata.engine.feature.placement;

import dev.strata.engine.feature.WorldGenLevel;

/**
 * What placement modifiers read (game: {@code PlacementContext}): the level (which also gives the generation range
 * for height providers, {@link WorldGenLevel#minGenY()}), the top-level placed feature being placed (for the
 * {@code biome} filter, null for nested placements) and which biomes list which placed features.
 *
 * @param level the region
 * @param topFeature the placed feature placed from the biome's list, or null
 * @param biomeFeatures whether a biome lists a placed feature
 */
public record PlacementContext(WorldGenLevel level, PlacedFeature topFeature, BiomeFeatureTest biomeFeatures) {
    /** Whether biome {@code biome} lists placed feature {@code feature} in any step (game: {@code BiomeGenerationSettings.hasFeature}). */
    @FunctionalInterface
    public interface BiomeFeatureTest {
        boolean hasFeature(int biome, PlacedFeature feature);
    }
}
