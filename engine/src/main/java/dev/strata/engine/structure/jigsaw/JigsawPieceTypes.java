package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loader of the jigsaw piece type (game: {@code StructurePieceType.JIGSAW}, a full-context type: it reads its pool
 * element against the pack), registered by id in {@link dev.strata.engine.structure.StructurePieceTypes}.
 */
public final class JigsawPieceTypes {
    /**
     * {@code minecraft:jigsaw}: {@code PosX}, {@code PosY}, {@code PosZ}, {@code ground_level_delta}, {@code
     * pool_element}, {@code rotation}, {@code junctions}, {@code liquid_settings}.
     */
    public static final StructurePieceType JIGSAW = PoolElementStructurePiece::new;

    private JigsawPieceTypes() {}
}
