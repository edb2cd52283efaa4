package dev.strata.engine.surface;

import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.random.XoroshiroRandom;

/**
 * {@code factory.at(x, y, z).nextFloat()} without allocating for the Xoroshiro factory (the first output of
 * Xoroshiro128++ seeded {@code (getSeed(x, y, z) ^ lo, hi)}); other factories are asked directly.
 */
final class PositionalFloat {
    private final PositionalRandomFactory factory;
    private final boolean xoroshiro;
    private final long seedLo, seedHi;

    PositionalFloat(PositionalRandomFactory factory) {
        this.factory = factory;
        if (factory instanceof XoroshiroRandom.Positional p) {
            xoroshiro = true;
            seedLo = p.seedLo();
            seedHi = p.seedHi();
        } else {
            xoroshiro = false;
            seedLo = seedHi = 0;
        }
    }

    float nextFloatAt(int x, int y, int z) {
        if (!xoroshiro) return factory.at(x, y, z).nextFloat();
        long lo = RandomSupport.getSeed(x, y, z) ^ seedLo;
        long hi = seedHi;
        if ((lo | hi) == 0L) {
            lo = RandomSupport.GOLDEN_RATIO_64;
            hi = RandomSupport.SILVER_RATIO_64;
        }
        long out = Long.rotateLeft(lo + hi, 17) + lo;
        return (out >>> 40) * 0x1.0p-24f;
    }
}
