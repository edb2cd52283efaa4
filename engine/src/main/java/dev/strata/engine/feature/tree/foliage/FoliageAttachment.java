package dev.strata.engine.feature.tree.foliage;

import dev.strata.engine.feature.tree.Pos;

/** Where a trunk wants foliage (game: {@code FoliagePlacer.FoliageAttachment}): position, radius offset, 2 x 2 trunk. */
public record FoliageAttachment(Pos pos, int radiusOffset, boolean doubleTrunk) {}
