package dev.strata.engine.carver;

import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;

/**
 * Settings of {@code cave} and {@code nether_cave} carvers (game: {@code CaveCarverConfiguration}): the common
 * ones plus radius multipliers per cave system and the {@code floor_level} below which (in the ellipsoid's
 * scaled y, -1..1) nothing is carved, which flattens cave floors.
 */
public record CaveCarverConfiguration(CarverConfiguration base, FloatProvider horizontalRadiusMultiplier,
        FloatProvider verticalRadiusMultiplier, FloatProvider floorLevel) {
}
