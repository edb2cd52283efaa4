/**
 * Structure templates ({@code structure/*.nbt}) and their placement (game: {@code
 * net.minecraft.world.level.levelgen.structure.templatesystem}): loading with palettes and block entity data,
 * rotation and mirror of positions and block states, and {@code placeInWorld} with waterlogging and shape updates.
 * Used by the {@code template} feature; meant for structure pieces too.
 */
package dev.strata.engine.structure.template;
