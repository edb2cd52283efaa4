package dev.strata.engine.structure.template;

import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A template block on its way to the world (game: {@code StructureTemplate.StructureBlockInfo} after the position
 * transform): world position, state (not yet turned), block entity data or null. Equality is the game's record
 * equality (processors compare before and after).
 */
public record ProcessedBlock(int x, int y, int z, int state, CompoundBinaryTag nbt) {}
