package dev.strata.engine.carver;

import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;

/**
 * Settings of {@code canyon} carvers (game: {@code CanyonCarverConfiguration}): the common ones, the initial
 * {@code vertical_rotation} and the canyon {@code shape}.
 */
public record CanyonCarverConfiguration(CarverConfiguration base, FloatProvider verticalRotation, Shape shape) {

    /**
     * {@code shape} (game: {@code CanyonShapeConfiguration}): length as a factor of the 112-block range, thickness,
     * how often the width changes with height ({@code width_smoothness}, positive), and radius factors.
     */
    public record Shape(FloatProvider distanceFactor, FloatProvider thickness, int widthSmoothness,
            FloatProvider horizontalRadiusFactor, float verticalRadiusDefaultFactor, float verticalRadiusCenterFactor) {
    }
}
