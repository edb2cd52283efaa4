package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;

/**
 * Places a pool element's blocks within a chunk (game: {@code StructurePoolElement.place}).
 */
final class PoolElementPlacer {
    private PoolElementPlacer() {}

    /** Game: {@code element.place(..., position, referencePos, rotation, chunkBB, random, liquidSettings, false)}. */
    static boolean place(StructurePoolElement element, WorldGenLevel level, int x, int y, int z, long referencePos, Rotation rotation, BoundingBox chunkBox,
                         RandomSource random, LiquidSettings liquidSettings) {
        return true;
    }
}
