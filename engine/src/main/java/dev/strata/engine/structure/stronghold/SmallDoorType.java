package dev.strata.engine.structure.stronghold;

/**
 * The doorway of a stronghold piece's entrance (game: {@code StrongholdPieces.StrongholdPiece.SmallDoorType}),
 * saved as the constant's name under {@code EntryDoor} (game: {@code ExtraCodecs.legacyEnum}, which writes
 * {@code Enum.toString}). Drawn by {@code nextInt(5)}: 0 and 1 an opening, 2 a wooden door, 3 grates, 4 an iron
 * door with buttons (game: {@code randomSmallDoor}).
 */
enum SmallDoorType {
    OPENING, WOOD_DOOR, GRATES, IRON_DOOR;

    /** Game: {@code randomSmallDoor}: one {@code nextInt(5)}. */
    static SmallDoorType random(dev.strata.engine.random.RandomSource random) {
        return switch (random.nextInt(5)) {
            case 2 -> WOOD_DOOR;
            case 3 -> GRATES;
            case 4 -> IRON_DOOR;
            default -> OPENING;
        };
    }
}
