package dev.strata.engine.structure;

/**
 * How the noise step adapts terrain around a structure (game: {@code levelgen.structure.TerrainAdjustment}, the
 * structure's {@code terrain_adaptation}). Anything but {@link #NONE} also grows the start's box by 12 blocks on
 * every side (game: {@code Structure.adjustBoundingBox}), which is the box references and the beardifier test.
 */
public enum TerrainAdjustment {
    NONE("none"), BURY("bury"), BEARD_THIN("beard_thin"), BEARD_BOX("beard_box"), ENCAPSULATE("encapsulate");

    /** The name the data uses. */
    public final String serialName;

    TerrainAdjustment(String serialName) {
        this.serialName = serialName;
    }

    /** Blocks the start's box grows by on every side (game: {@code adjustBoundingBox}: 12 unless none). */
    public int inflate() {
        return this == NONE ? 0 : 12;
    }

    /** The adjustment the data names, or null for an unknown name. */
    public static TerrainAdjustment byName(String name) {
        for (TerrainAdjustment t : values()) if (t.serialName.equals(name)) return t;
        return null;
    }
}
