package dev.strata.engine.feature.tree;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * Game: {@code TreeFeature.updateLeaves}: a breadth-first walk from the logs (distance 0) through blocks with a leaf
 * distance, within the tree's box, that sets each reached leaf's {@code distance} to its step count (1..6). The
 * queue is a list of seven {@code HashSet}s of {@link Pos}, one per distance, each taken from by
 * {@code iterator().next()} then {@code remove()}: the order the game's hash sets give decides which of two equal
 * routes sets a leaf and the order of writes. Decorations and roots are filled into the shape first (walls the walk
 * does not enter); every reached position is filled. The shape is returned for {@link EdgeUpdates}.
 */
final class LeavesUpdate {
    private static final int MAX_DISTANCE = 7;

    private LeavesUpdate() {}

    /** @param box min x, y, z, max x, y, z (inclusive) */
    static VoxelShape updateLeaves(WorldGenLevel level, TreeBlocks blocks, int[] box, Set<Pos> logs, Set<Pos> decorations, Set<Pos> roots) {
        int x0 = box[0], y0 = box[1], z0 = box[2];
        VoxelShape shape = new VoxelShape(box[3] - x0 + 1, box[4] - y0 + 1, box[5] - z0 + 1);
        List<Set<Pos>> toCheck = new ArrayList<>();
        for (int i = 0; i < MAX_DISTANCE; i++) toCheck.add(level.positionSetOrder().newSet());
        for (Set<Pos> s : List.of(decorations, roots)) {
            for (Pos p : s) if (inside(box, p.x(), p.y(), p.z())) shape.fill(p.x() - x0, p.y() - y0, p.z() - z0);
        }
        int smallest = 0;
        toCheck.get(0).addAll(logs);
        while (true) {
            while (smallest >= MAX_DISTANCE || !toCheck.get(smallest).isEmpty()) {
                if (smallest >= MAX_DISTANCE) return shape;
                Iterator<Pos> it = toCheck.get(smallest).iterator();
                Pos pos = it.next();
                it.remove();
                if (!inside(box, pos.x(), pos.y(), pos.z())) continue;
                if (smallest != 0) {
                    int state = level.getBlockState(pos.x(), pos.y(), pos.z());
                    level.setBlock(pos.x(), pos.y(), pos.z(), blocks.withDistance(state, smallest), TreeSink.FLAGS);
                }
                shape.fill(pos.x() - x0, pos.y() - y0, pos.z() - z0);
                for (Direction d : Direction.values()) {
                    int nx = pos.x() + d.stepX, ny = pos.y() + d.stepY, nz = pos.z() + d.stepZ;
                    if (!inside(box, nx, ny, nz) || shape.isFull(nx - x0, ny - y0, nz - z0)) continue;
                    int distance = blocks.optionalDistanceAt(level.getBlockState(nx, ny, nz));
                    if (distance < 0) continue;
                    int newDistance = Math.min(distance, smallest + 1);
                    if (newDistance < MAX_DISTANCE) {
                        toCheck.get(newDistance).add(new Pos(nx, ny, nz));
                        smallest = Math.min(smallest, newDistance);
                    }
                }
            }
            smallest++;
        }
    }

    private static boolean inside(int[] box, int x, int y, int z) {
        return x >= box[0] && x <= box[3] && y >= box[1] && y <= box[4] && z >= box[2] && z <= box[5];
    }
}
