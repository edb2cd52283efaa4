package dev.strata.engine.density;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.noise.BlendedNoise;
import dev.strata.engine.noise.EndIslands;
import dev.strata.engine.noise.NormalNoise;

/**
 * Supplies the seeded noise instances a density tree samples (game: what {@code RandomState} hands to the
 * density functions when it binds them). Implementations instantiate each noise once per seed and return the same
 * immutable instance for every request of the same id.
 */
public interface NoiseBinding {

    /** The normal noise for a {@code worldgen/noise} id. @throws dev.strata.engine.data.DataPackException if unknown */
    NormalNoise noise(ResourceId id);

    /** The {@code old_blended_noise} instance for these parameters. */
    BlendedNoise blendedNoise(DensityFunctionDef.OldBlendedNoise parameters);

    /** The end islands field of this seed. */
    EndIslands endIslands();
}
