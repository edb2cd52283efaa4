package dev.strata.engine.feature.tree;

import dev.strata.engine.levelgen.BlockPos;

/**
 * An immutable block position as the tree code keeps it in hash sets (game: {@code BlockPos}). {@link #hashCode} is
 * the game's {@code Vec3i.hashCode} ({@link BlockPos#hashCode}), so a {@code java.util.HashSet<Pos>} filled in the
 * game's order iterates in the game's order, which decides the leaves' distance pass and the decorators' draws.
 */
public record Pos(int x, int y, int z) {
    public Pos offset(int dx, int dy, int dz) {
        return new Pos(x + dx, y + dy, z + dz);
    }

    public Pos above() {
        return new Pos(x, y + 1, z);
    }

    public Pos above(int n) {
        return new Pos(x, y + n, z);
    }

    public Pos below() {
        return new Pos(x, y - 1, z);
    }

    public Pos below(int n) {
        return new Pos(x, y - n, z);
    }

    public Pos relative(Direction d) {
        return new Pos(x + d.stepX, y + d.stepY, z + d.stepZ);
    }

    public Pos relative(Direction d, int n) {
        return new Pos(x + d.stepX * n, y + d.stepY * n, z + d.stepZ * n);
    }

    /** Game: {@code Vec3i.distManhattan}. */
    public int distManhattan(Pos o) {
        return Math.abs(o.x - x) + Math.abs(o.y - y) + Math.abs(o.z - z);
    }

    @Override
    public int hashCode() {
        return BlockPos.hashCode(x, y, z);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pos p && p.x == x && p.y == y && p.z == z;
    }
}
