package dev.strata.engine.structure.ruinedportal;

import dev.strata.engine.levelgen.Heightmap;

/**
 * Where a ruined portal's setup puts it (game: {@code RuinedPortalPiece.VerticalPlacement}, serialised by its
 * lower-case name).
 */
public enum VerticalPlacement {
    ON_LAND_SURFACE, PARTLY_BURIED, ON_OCEAN_FLOOR, IN_MOUNTAIN, UNDERGROUND, IN_NETHER;

    /** The data's and the chunk NBT's name, e.g. {@code on_land_surface}. */
    public String serializedName() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    /** Game: {@code RuinedPortalPiece.getHeightMapType}: ocean floor for {@code on_ocean_floor}, else world surface. */
    public Heightmap.Types heightmap() {
        return this == ON_OCEAN_FLOOR ? Heightmap.Types.OCEAN_FLOOR_WG : Heightmap.Types.WORLD_SURFACE_WG;
    }
}
