package dev.strata.engine.structure.template;

/**
 * How a template is placed (game: {@code StructurePlaceSettings}; the defaults are the game's: no mirror, no
 * rotation, pivot at the origin, entities placed, no bounding box, waterlogging applied, shape unknown). The
 * settings' random is the one given to {@link StructureTemplate#placeInWorld} (game: {@code setRandom(random)});
 * Strata has no placement without one. Processors are not part of these settings yet (the fossil feature applies its
 * own); a template placed here is placed as stored.
 *
 * @param mirror the mirror, applied before the rotation
 * @param rotation the rotation about the pivot
 * @param pivotX the pivot's x in template coordinates
 * @param pivotZ the pivot's z in template coordinates
 * @param ignoreEntities whether the template's entities are left out
 * @param box {minX, minY, minZ, maxX, maxY, maxZ} (inclusive, absolute) outside which nothing is placed, or null
 * @param applyWaterlogging game: {@code LiquidSettings.APPLY_WATERLOGGING} (blocks that can hold water take the
 *                          water they replace or that flows next to them)
 * @param knownShape game: {@code knownShape}: skip the shape updates after placing
 */
public record StructurePlaceSettings(Mirror mirror, Rotation rotation, int pivotX, int pivotZ, boolean ignoreEntities, int[] box,
                                     boolean applyWaterlogging, boolean knownShape) {

    /** Game: {@code new StructurePlaceSettings()}. */
    public static StructurePlaceSettings defaults() {
        return new StructurePlaceSettings(Mirror.NONE, Rotation.NONE, 0, 0, false, null, true, false);
    }

    /** Game: {@code setRotation}. */
    public StructurePlaceSettings withRotation(Rotation r) {
        return new StructurePlaceSettings(mirror, r, pivotX, pivotZ, ignoreEntities, box, applyWaterlogging, knownShape);
    }

    /** Game: {@code setMirror}. */
    public StructurePlaceSettings withMirror(Mirror m) {
        return new StructurePlaceSettings(m, rotation, pivotX, pivotZ, ignoreEntities, box, applyWaterlogging, knownShape);
    }

    boolean inBox(int x, int y, int z) {
        return box == null || x >= box[0] && x <= box[3] && y >= box[1] && y <= box[4] && z >= box[2] && z <= box[5];
    }
}
