package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.structure.StructurePiece;
import java.util.List;

/** Test support: the rooms of a monument building (its own children, which a start does not hold or save). */
public final class MonumentRooms {
    private MonumentRooms() {}

    /** The building's rooms in placing order; {@code building} must be a {@code minecraft:omb} piece. */
    public static List<StructurePiece> of(StructurePiece building) {
        return List.copyOf(((MonumentBuilding) building).childPieces());
    }
}
