package dev.strata.engine.spawn;

import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * One mob the spawn step placed: its type, position (feet, block units; x and z are the spawner's clamped block
 * coordinates, not block centres, as the game places them), yaw in degrees [0, 360), and the NBT the game saves for
 * it ({@link MobFinalizer}).
 */
public record SpawnedMob(SpawnEntityType type, double x, double y, double z, float yaw, CompoundBinaryTag nbt) {}
