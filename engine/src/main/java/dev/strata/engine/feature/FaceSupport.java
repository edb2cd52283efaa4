package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * Whether a block offers a full face to attach to (game: {@code MultifaceBlock.canAttachTo(level, direction, pos,
 * state)}, which {@code VineBlock.isAcceptableNeighbour} uses): the face of the neighbour towards the attaching
 * block is full in its support shape ({@code getBlockSupportShape}) or in its collision shape (empty collision
 * context). {@code Block.isFaceFull}: the shape's slice at the face (the boxes spanning 1e-7 inside that side,
 * {@code VoxelShape.getFaceShape}) covers the whole unit square.
 *
 * <p>Collision shapes come from the state registry's block.json; support shapes are the collision shape except for
 * the blocks that override {@code getBlockSupportShape} (26.1 decompile): mud and soul sand (a full block), snow
 * layers (height {@code 2 * layers} sixteenths instead of one layer less), leaves (empty); the others that override
 * it (fence gates, chorus flowers, hanging signs, open shulker boxes) have no full face either way in world
 * generation. Computed once for all states; thread-safe.
 */
final class FaceSupport {
    /** Directions as the game's {@code Direction} ordinals: down, up, north, south, west, east. */
    static final int DOWN = 0, UP = 1, NORTH = 2, SOUTH = 3, WEST = 4, EAST = 5;

    private static volatile byte[] fullFaces;

    private FaceSupport() {}

    /**
     * Game: {@code MultifaceBlock.canAttachTo(level, directionTowardsNeighbour, neighbourPos, neighbourState)}: whether
     * {@code neighbour}'s face opposite to {@code directionTowardsNeighbour} is full.
     */
    static boolean canAttachTo(BlockStates states, int directionTowardsNeighbour, int neighbour) {
        return (faces(states.registry())[neighbour] & (1 << (directionTowardsNeighbour ^ 1))) != 0;
    }

    /** Bit {@code d} set: face {@code d} (a direction ordinal) of the state is full in its support or collision shape. */
    static int fullFaces(BlockStateRegistry registry, int state) {
        return faces(registry)[state];
    }

    private static byte[] faces(BlockStateRegistry registry) {
        byte[] f = fullFaces;
        if (f == null) {
            synchronized (FaceSupport.class) {
                if (fullFaces == null) fullFaces = compute(registry);
                f = fullFaces;
            }
        }
        return f;
    }

    private static byte[] compute(BlockStateRegistry registry) {
        byte[] out = new byte[registry.stateCount()];
        Map<String, Integer> cache = new HashMap<>();
        for (int s = 0; s < out.length; s++) {
            int bits = cache.computeIfAbsent(registry.collisionShape(s), FaceSupport::fullFacesOf);
            String name = registry.blockName(s);
            if (name.equals("minecraft:mud") || name.equals("minecraft:soul_sand")) bits = 0x3f;
            else if (name.equals("minecraft:snow")) {
                int layers = Integer.parseInt(registry.value(s, "layers"));
                bits |= 1 << DOWN; // a box from 0 up to 2 * layers sixteenths
                if (layers == 8) bits = 0x3f;
            }
            out[s] = (byte) bits;
        }
        return out;
    }

    /** The full faces of a shape in block.json's text form ({@code [AABB[x0, y0, z0] -> [x1, y1, z1], ...]}). */
    static int fullFacesOf(String shape) {
        List<double[]> boxes = parse(shape);
        int bits = 0;
        for (int d = 0; d < 6; d++) if (faceFull(boxes, d)) bits |= 1 << d;
        return bits;
    }

    private static List<double[]> parse(String shape) {
        List<double[]> boxes = new ArrayList<>();
        String t = shape.trim();
        if (!t.startsWith("[") || !t.endsWith("]")) throw new IllegalArgumentException("unreadable shape " + shape);
        int i = 0;
        while ((i = t.indexOf("AABB[", i)) >= 0) {
            int close1 = t.indexOf(']', i);
            int open2 = t.indexOf('[', close1);
            int close2 = t.indexOf(']', open2);
            String[] lo = t.substring(i + 5, close1).split(",");
            String[] hi = t.substring(open2 + 1, close2).split(",");
            double[] box = new double[6];
            for (int k = 0; k < 3; k++) {
                box[k] = Double.parseDouble(lo[k].trim());
                box[k + 3] = Double.parseDouble(hi[k].trim());
            }
            boxes.add(box);
            i = close2;
        }
        return boxes;
    }

    private static boolean faceFull(List<double[]> boxes, int direction) {
        int axis = direction < 2 ? 1 : direction < 4 ? 2 : 0; // y, z, x
        double plane = (direction & 1) == 1 ? 0.9999999 : 1.0E-7; // up, south, east are the positive ones
        int u = axis == 0 ? 1 : 0, v = axis == 2 ? 1 : 2;
        List<double[]> rects = new ArrayList<>();
        for (double[] b : boxes) {
            if (b[axis] <= plane && plane < b[axis + 3]) rects.add(new double[] {b[u], b[v], b[u + 3], b[v + 3]});
        }
        if (rects.isEmpty()) return false;
        // the union must cover [0, 1] x [0, 1]: test every cell of the grid the rectangles' edges make
        TreeSet<Double> us = new TreeSet<>(List.of(0.0, 1.0)), vs = new TreeSet<>(List.of(0.0, 1.0));
        for (double[] r : rects) {
            if (r[0] > 0 && r[0] < 1) us.add(r[0]);
            if (r[2] > 0 && r[2] < 1) us.add(r[2]);
            if (r[1] > 0 && r[1] < 1) vs.add(r[1]);
            if (r[3] > 0 && r[3] < 1) vs.add(r[3]);
        }
        Double[] ua = us.toArray(new Double[0]), va = vs.toArray(new Double[0]);
        for (int i = 0; i + 1 < ua.length; i++) {
            double cu = (ua[i] + ua[i + 1]) / 2;
            for (int j = 0; j + 1 < va.length; j++) {
                double cv = (va[j] + va[j + 1]) / 2;
                boolean covered = false;
                for (double[] r : rects) {
                    if (r[0] <= cu && cu < r[2] && r[1] <= cv && cv < r[3]) {
                        covered = true;
                        break;
                    }
                }
                if (!covered) return false;
            }
        }
        return true;
    }
}
