package dev.strata.engine.carver;

/**
 * The surface rules asked for one block (game: {@code CarvingContext.topMaterial}, i.e.
 * {@code SurfaceSystem.topMaterial}): when a carver opens a column that had grass or mycelium, the dirt left under
 * the hole is given what the rules put on top at that position (stone depth 1 above and below; water height
 * {@code y + 1} when the carved block holds a fluid).
 */
@FunctionalInterface
public interface TopMaterial {
    /** The state the rules give block (x, y, z), or -1 for none. */
    int at(int blockX, int blockY, int blockZ, boolean underFluid);
}
