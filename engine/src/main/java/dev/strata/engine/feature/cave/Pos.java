package dev.strata.engine.feature.cave;

import dev.strata.engine.levelgen.BlockPos;

/**
 * A block position as a hash set key with the game's hash ({@code Vec3i.hashCode}, {@link BlockPos#hashCode}), so a
 * {@code java.util.HashSet<Pos>} filled in the game's order iterates in the game's order of its
 * {@code HashSet<BlockPos>}.
 */
record Pos(int x, int y, int z) {
    @Override
    public int hashCode() {
        return BlockPos.hashCode(x, y, z);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Pos p && p.x == x && p.y == y && p.z == z;
    }
}
