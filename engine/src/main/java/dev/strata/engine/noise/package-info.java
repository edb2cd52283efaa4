/**
 * Bit-exact ports of the game's world generation noises ({@code net.minecraft.world.level.levelgen.synth}):
 * Perlin ("improved") noise, its octave sums, the normal noise of the noise router, the legacy blended terrain
 * noise, simplex noise and the end islands height field.
 */
package dev.strata.engine.noise;
