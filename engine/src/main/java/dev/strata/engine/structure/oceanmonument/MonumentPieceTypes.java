package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.structure.StructurePieceType;

/**
 * The loaders of the ocean monument's piece types (game: the {@code OCEAN_MONUMENT_*} entries of
 * {@code StructurePieceType}, each the load constructor of an {@code OceanMonumentPieces} class), registered by id in
 * {@link dev.strata.engine.structure.StructurePieceTypes}. No monument piece saves a field of its own. A start holds
 * the building alone (its rooms are its own children, not saved), and a loaded start is made again from the seed
 * ({@link OceanMonumentStructure#regeneratePiecesAfterLoad}), so the room loaders read only what a room's own tag
 * would hold.
 */
public final class MonumentPieceTypes {
    /** {@code minecraft:omb}. */
    public static final StructurePieceType BUILDING = (c, t) -> new MonumentBuilding(t);
    /** {@code minecraft:omcr}. */
    public static final StructurePieceType CORE_ROOM = (c, t) -> new CoreRoom(t);
    /** {@code minecraft:omdxr}. */
    public static final StructurePieceType DOUBLE_X_ROOM = (c, t) -> new DoubleXRoom(t);
    /** {@code minecraft:omdxyr}. */
    public static final StructurePieceType DOUBLE_XY_ROOM = (c, t) -> new DoubleXYRoom(t);
    /** {@code minecraft:omdyr}. */
    public static final StructurePieceType DOUBLE_Y_ROOM = (c, t) -> new DoubleYRoom(t);
    /** {@code minecraft:omdyzr}. */
    public static final StructurePieceType DOUBLE_YZ_ROOM = (c, t) -> new DoubleYZRoom(t);
    /** {@code minecraft:omdzr}. */
    public static final StructurePieceType DOUBLE_Z_ROOM = (c, t) -> new DoubleZRoom(t);
    /** {@code minecraft:omentry}. */
    public static final StructurePieceType ENTRY_ROOM = (c, t) -> new EntryRoom(t);
    /** {@code minecraft:ompenthouse}. */
    public static final StructurePieceType PENTHOUSE = (c, t) -> new Penthouse(t);
    /** {@code minecraft:omsimple}. */
    public static final StructurePieceType SIMPLE_ROOM = (c, t) -> new SimpleRoom(t);
    /** {@code minecraft:omsimplet}. */
    public static final StructurePieceType SIMPLE_TOP_ROOM = (c, t) -> new SimpleTopRoom(t);
    /** {@code minecraft:omwr}. */
    public static final StructurePieceType WING_ROOM = (c, t) -> new WingRoom(t);

    private MonumentPieceTypes() {}
}
