package dev.strata.engine.structure;

/**
 * How a piece of one type is read back from its saved compound (game: {@code StructurePieceType.load}, one per entry
 * of the {@code structure_piece} registry, listed in {@link StructurePieceTypes}).
 */
@FunctionalInterface
public interface StructurePieceType {
    /**
     * The piece the compound describes, as the game's load constructor of that type makes it.
     *
     * @param context what template pieces need to find their templates
     * @param tag the piece's compound and its path
     * @throws StructureNbtException naming the path of a field that is missing, of another type than the game writes,
     *     or out of range
     */
    StructurePiece load(StructurePieceSerializationContext context, PieceTag tag);
}
