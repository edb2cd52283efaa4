package dev.strata.engine.carver;

import dev.strata.engine.random.RandomSource;

/**
 * The {@code nether_cave} carver (game: {@code NetherWorldCarver}): caves with a smaller count bound (10), twice
 * as thick, stretched 5 times vertically, and without aquifer: a replaceable block becomes lava at or below
 * {@code minGenY + 31}, cave air above; no post-processing marks, no top material.
 */
public final class NetherWorldCarver extends CaveWorldCarver {

    /** Binds a configuration. */
    public NetherWorldCarver(CaveCarverConfiguration config) {
        super(config);
    }

    @Override
    int caveBound() {
        return 10;
    }

    @Override
    float thickness(RandomSource random) {
        return (random.nextFloat() * 2.0f + random.nextFloat()) * 2.0f;
    }

    @Override
    double yScale() {
        return 5.0;
    }

    @Override
    boolean carveBlock(CarvingContext ctx, int xi, int worldX, int worldY, int zi, int worldZ, int old, boolean hasGrass) {
        if (!base().replaceable().contains(old)) return false;
        ctx.set(xi, worldY, zi, worldY <= ctx.minGenY + 31 ? ctx.lava : ctx.caveAir);
        return true;
    }
}
