package dev.strata.regionio.world;

/**
 * A world's spawn point as {@code level.dat} records it, in blocks.
 *
 * <p>Where it lives: 26.x (and 1.21.9 on) in the compound {@code Data.spawn} {@code {pos: [I; x, y, z], dimension,
 * yaw, pitch}}; earlier in {@code Data.SpawnX}, {@code SpawnY}, {@code SpawnZ} (always the overworld). A world the
 * game has not opened yet ({@code initialized} 0, e.g. one Strata created) holds a placeholder the game replaces on
 * first load.
 *
 * @param x         block x
 * @param y         block y
 * @param z         block z
 * @param dimension the dimension it lies in, e.g. {@code minecraft:overworld}
 */
public record Spawn(int x, int y, int z, String dimension) {}
