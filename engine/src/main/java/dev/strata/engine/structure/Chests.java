package dev.strata.engine.structure;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.template.TemplatePieces;

/**
 * Loot chests of hand-built pieces (game: {@code StructurePiece.createChest} and {@code reorient}, 26.1): inside the
 * chunk box and where no chest stands yet, a chest facing away from its one solid horizontal neighbour (kept as is
 * next to another chest; with none or several, the default north turned away from solid blocks: opposite, then
 * clockwise, then opposite again), set with flags 2, its loot table and a {@code nextLong} seed from the piece's
 * random. One rule for every hand-built family (fortress, stronghold, temples, buried treasure).
 */
public final class Chests {
    private Chests() {}

    /**
     * @param state the chest state to set, or -1 for a reoriented default chest
     * @return whether a chest was set
     */
    public static boolean createChest(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z, String lootTable, int state) {
        BlockStates s = level.states();
        int chest = s.blockIndex("minecraft:chest");
        if (!chunkBox.isInside(x, y, z) || s.block(level.getBlockState(x, y, z)) == chest) return false;
        if (state < 0) state = reorient(level, x, y, z, s.defaultState("minecraft:chest"));
        level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS);
        TemplatePieces.setLootTable(level, random, x, y, z, lootTable);
        return true;
    }

    /** Game: {@code StructurePiece.reorient}. */
    public static int reorient(WorldGenLevel level, int x, int y, int z, int state) {
        BlockStates s = level.states();
        int chest = s.blockIndex("minecraft:chest");
        Direction solid = null;
        for (Direction d : Direction.HORIZONTAL) {
            int n = level.getBlockState(x + d.stepX, y, z + d.stepZ);
            if (s.block(n) == chest) return state;
            if (!BlockSupport.vanilla().isSolidRender(n)) continue;
            if (solid == null) {
                solid = d;
                continue;
            }
            solid = null;
            break;
        }
        if (solid != null) return s.with(state, "facing", solid.opposite().serializedName());
        Direction lock = Direction.byName(s.value(state, "facing"));
        if (solidAt(level, x, y, z, lock)) lock = lock.opposite();
        if (solidAt(level, x, y, z, lock)) lock = clockWise(lock);
        if (solidAt(level, x, y, z, lock)) lock = lock.opposite();
        return s.with(state, "facing", lock.serializedName());
    }

    private static boolean solidAt(WorldGenLevel level, int x, int y, int z, Direction d) {
        return BlockSupport.vanilla().isSolidRender(level.getBlockState(x + d.stepX, y, z + d.stepZ));
    }

    private static Direction clockWise(Direction d) {
        return switch (d) {
            case NORTH -> Direction.EAST;
            case EAST -> Direction.SOUTH;
            case SOUTH -> Direction.WEST;
            default -> Direction.NORTH;
        };
    }
}
