package dev.strata.engine.carver;

import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.HeightProvider;
import dev.strata.engine.surface.VerticalAnchor;

/**
 * The settings every carver has (game: {@code CarverConfiguration}): the chance that a chunk starts carving
 * ({@code probability}, compared as {@code nextFloat() <= probability}), the start height {@code y}, {@code yScale},
 * the {@code lava_level} at and below which carved blocks become lava, and the {@code replaceable} blocks. The
 * game's {@code debug_settings} only matter with {@code debug_mode} on, which Strata refuses at parse time.
 */
public record CarverConfiguration(float probability, HeightProvider y, FloatProvider yScale, VerticalAnchor lavaLevel,
        StateSet replaceable) {
}
