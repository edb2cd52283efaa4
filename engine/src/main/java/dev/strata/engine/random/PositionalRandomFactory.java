package dev.strata.engine.random;

/**
 * Derives independent random sources from a position, a string id or a seed
 * (game: {@code net.minecraft.world.level.levelgen.PositionalRandomFactory}).
 */
public interface PositionalRandomFactory {

    /** A source for the block position {@code (x, y, z)}, derived through {@link RandomSupport#getSeed(int, int, int)}. */
    RandomSource at(int x, int y, int z);

    /** A source for a string id such as {@code "minecraft:offset"} or {@code "octave_-3"}. */
    RandomSource fromHashOf(String id);

    /** A source for a 64-bit seed. */
    RandomSource fromSeed(long seed);
}
