package dev.strata.engine.structure.jigsaw;

/**
 * Whether a placed template takes the water it replaces (game: {@code templatesystem.LiquidSettings}, serialized
 * {@code ignore_waterlogging} and {@code apply_waterlogging}; a jigsaw structure's default is apply).
 */
public enum LiquidSettings {
    IGNORE_WATERLOGGING("ignore_waterlogging"), APPLY_WATERLOGGING("apply_waterlogging");

    /** The game's serialized name. */
    public final String id;

    LiquidSettings(String id) {
        this.id = id;
    }

    /** The setting of a serialized name, or null. */
    public static LiquidSettings byName(String name) {
        for (LiquidSettings l : values()) if (l.id.equals(name)) return l;
        return null;
    }
}
