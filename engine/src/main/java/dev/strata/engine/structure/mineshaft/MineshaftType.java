package dev.strata.engine.structure.mineshaft;

/**
 * The two kinds of mineshaft (game: {@code MineshaftStructure.Type}, the structure's {@code mineshaft_type}):
 * normal (oak) and mesa (dark oak, placed at the surface of badlands). The ordinal is the piece NBT field
 * {@code MST}.
 */
public enum MineshaftType {
    NORMAL("normal", "minecraft:oak_log", "minecraft:oak_planks", "minecraft:oak_fence"),
    MESA("mesa", "minecraft:dark_oak_log", "minecraft:dark_oak_planks", "minecraft:dark_oak_fence");

    /** The data's name ({@code "normal"}, {@code "mesa"}). */
    public final String serializedName;
    /** Block names of the supports' posts, the floors and beams, and the fences. */
    public final String wood, planks, fence;

    MineshaftType(String serializedName, String wood, String planks, String fence) {
        this.serializedName = serializedName;
        this.wood = wood;
        this.planks = planks;
        this.fence = fence;
    }

    /** The type of a data name, or null. */
    public static MineshaftType byName(String name) {
        for (MineshaftType t : values()) if (t.serializedName.equals(name)) return t;
        return null;
    }

    /** Game: {@code Type.byId} (out of range: the first). */
    public static MineshaftType byId(int id) {
        return id >= 0 && id < values().length ? values()[id] : NORMAL;
    }
}
