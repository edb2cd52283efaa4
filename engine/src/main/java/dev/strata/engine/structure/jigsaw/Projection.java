package dev.strata.engine.structure.jigsaw;

/**
 * How a pool element meets the ground (game: {@code StructureTemplatePool.Projection}, serialized names
 * {@code terrain_matching} and {@code rigid}): a rigid element keeps its shape and is placed at the height its
 * jigsaw connection gives; a terrain matching element is placed at the surface ({@code WORLD_SURFACE_WG}) of the
 * connection's column, and its blocks follow the surface ({@code GravityProcessor(WORLD_SURFACE_WG, -1)}).
 */
public enum Projection {
    TERRAIN_MATCHING("terrain_matching"), RIGID("rigid");

    /** The game's serialized name. */
    public final String id;

    Projection(String id) {
        this.id = id;
    }

    /** The projection of a serialized name, or null. */
    public static Projection byName(String name) {
        for (Projection p : values()) if (p.id.equals(name)) return p;
        return null;
    }
}
