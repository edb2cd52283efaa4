package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.VoxelShape;

/**
 * The shape updates that end placing a template (game: {@code StructureTemplate.placeInWorld}, when the settings do
 * not keep the shape as it is): {@code updateShapeAtEdge} over the faces of the placed blocks, then
 * {@code Block.updateFromNeighbourShapes} of each placed block, in the order they were placed. Shared by every placer
 * of template blocks; each passes the shape-update rule of the blocks its templates can meet. Coordinates are world
 * block coordinates.
 */
public final class TemplateShapes {
    /** Game: {@code BlockBehaviour.UPDATE_SHAPE_ORDER}. */
    private static final Direction[] UPDATE_SHAPE_ORDER = {Direction.WEST, Direction.EAST, Direction.NORTH, Direction.SOUTH,
            Direction.DOWN, Direction.UP};

    private TemplateShapes() {}

    /** A block's {@code updateShape}: its new state when its neighbour towards {@code dir} is {@code neighbour}. */
    @FunctionalInterface
    public interface Rule {
        int updateShape(WorldGenLevel level, int state, int x, int y, int z, Direction dir, int neighbour);
    }

    /**
     * Both passes over {@code w}'s placed blocks (nothing when none was placed).
     *
     * @param flags the placement's block flags; the updates write with {@code flags & ~1}, the second pass adds 16
     */
    public static void update(WorldGenLevel level, PlacementScratch w, int flags, Rule rule) {
        if (!w.anyPlaced()) return;
        PlacementScratch.Positions placed = w.placed;
        int minX = w.minX(), minY = w.minY(), minZ = w.minZ();
        VoxelShape shape = new VoxelShape(w.spanX(), w.spanY(), w.spanZ());
        for (int i = 0, n = placed.size(); i < n; i++) shape.fill(placed.x(i) - minX, placed.y(i) - minY, placed.z(i) - minZ);
        shape.forAllFaces((d, x, y, z) -> { // game: updateShapeAtEdge(level, flags, shape, minX, minY, minZ)
            int px = minX + x, py = minY + y, pz = minZ + z;
            int nx = px + d.stepX, ny = py + d.stepY, nz = pz + d.stepZ;
            int state = level.getBlockState(px, py, pz);
            int neighbour = level.getBlockState(nx, ny, nz);
            int newState = rule.updateShape(level, state, px, py, pz, d, neighbour);
            if (newState != state) level.setBlock(px, py, pz, newState, flags & ~1);
            int newNeighbour = rule.updateShape(level, neighbour, nx, ny, nz, d.opposite(), newState);
            if (newNeighbour != neighbour) level.setBlock(nx, ny, nz, newNeighbour, flags & ~1);
        });
        for (int i = 0, n = placed.size(); i < n; i++) {
            int x = placed.x(i), y = placed.y(i), z = placed.z(i);
            int state = level.getBlockState(x, y, z);
            int newState = state;
            for (Direction d : UPDATE_SHAPE_ORDER) {
                int neighbour = level.getBlockState(x + d.stepX, y + d.stepY, z + d.stepZ);
                newState = rule.updateShape(level, newState, x, y, z, d, neighbour);
            }
            if (newState != state) level.setBlock(x, y, z, newState, flags & ~1 | 16);
        }
    }
}
