package dev.strata.engine.structure.scattered;

import dev.strata.engine.structure.GenerationContext;

/**
 * The height questions the simple structures ask while their start is made (game: {@code Structure}'s static
 * helpers, 26.1 and 26.2 alike): the first occupied height of a column ({@code ChunkGenerator.getFirstOccupiedHeight}
 * = the base height less one) and the corner heights of a footprint.
 */
public final class StructureHeights {
    private StructureHeights() {}

    /** Game: {@code getFirstOccupiedHeight(x, z, OCEAN_FLOOR_WG)}. */
    public static int oceanFloor(GenerationContext c, int x, int z) {
        return c.level().oceanFloorWg(x, z) - 1;
    }

    /** Game: {@code getFirstOccupiedHeight(x, z, WORLD_SURFACE_WG)}. */
    public static int worldSurface(GenerationContext c, int x, int z) {
        return c.level().worldSurfaceWg(x, z) - 1;
    }

    /**
     * Game: {@code getCornerHeights}: the first occupied {@code WORLD_SURFACE_WG} heights at {@code (minX, minZ)},
     * {@code (minX, minZ + sizeZ)}, {@code (minX + sizeX, minZ)}, {@code (minX + sizeX, minZ + sizeZ)} (the far
     * corners one block beyond the size, as the game has it).
     */
    public static int[] cornerHeights(GenerationContext c, int minX, int sizeX, int minZ, int sizeZ) {
        return new int[] {worldSurface(c, minX, minZ), worldSurface(c, minX, minZ + sizeZ), worldSurface(c, minX + sizeX, minZ),
                worldSurface(c, minX + sizeX, minZ + sizeZ)};
    }

    /** Game: {@code getLowestY(context, minX, minZ, sizeX, sizeZ)}: the lowest of the corner heights. */
    public static int lowestY(GenerationContext c, int minX, int minZ, int sizeX, int sizeZ) {
        int[] h = cornerHeights(c, minX, sizeX, minZ, sizeZ);
        return Math.min(Math.min(h[0], h[1]), Math.min(h[2], h[3]));
    }

    /** Game: {@code getMeanFirstOccupiedHeight}: the integer mean of the corner heights. */
    public static int meanFirstOccupiedHeight(GenerationContext c, int minX, int sizeX, int minZ, int sizeZ) {
        int[] h = cornerHeights(c, minX, sizeX, minZ, sizeZ);
        return (h[0] + h[1] + h[2] + h[3]) / 4;
    }
}
