/**
 * Bit-exact ports of the game's random number sources used by world generation
 * ({@code net.minecraft.util.RandomSource} and {@code net.minecraft.world.level.levelgen} random classes).
 */
package dev.strata.engine.random;
