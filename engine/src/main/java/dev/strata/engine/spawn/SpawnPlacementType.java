package dev.strata.engine.spawn;

import dev.strata.engine.feature.WorldGenLevel;

/**
 * Where an entity type may stand when it spawns (game: {@code SpawnPlacementTypes}, 26.1; unchanged in 26.2):
 * whether a position is acceptable and how the spawner adjusts the heightmap position first.
 */
public enum SpawnPlacementType {
    /** Any position. */
    NO_RESTRICTIONS,
    /** In water, with no redstone conductor above. */
    IN_WATER,
    /** In lava. */
    IN_LAVA,
    /** On a valid spawn block, with two free blocks (no full collision, signal, fluid, danger) at and above the feet. */
    ON_GROUND;

    /** The world border the game's new worlds have (centre 0, size 59,999,968: {@code WorldBorder.isWithinBounds}). */
    private static final double BORDER = 29_999_984;

    static boolean withinBorder(int x, int z) {
        return x >= -BORDER && x + 1 <= BORDER && z >= -BORDER && z + 1 <= BORDER;
    }

    /** Game: {@code SpawnPlacementType.isSpawnPositionOk(level, pos, type)}. */
    public boolean isSpawnPositionOk(WorldGenLevel level, SpawnBlocks blocks, int x, int y, int z, SpawnEntityType type,
                                     dev.strata.engine.block.BlockStates.BlockTag preventInside) {
        switch (this) {
            case NO_RESTRICTIONS:
                return true;
            case IN_WATER:
                return withinBorder(x, z) && blocks.states().isWaterFluid(level.getBlockState(x, y, z))
                        && !blocks.isRedstoneConductor(level.getBlockState(x, y + 1, z));
            case IN_LAVA:
                return withinBorder(x, z) && blocks.states().isLavaFluid(level.getBlockState(x, y, z));
            default:
                if (!withinBorder(x, z)) return false;
                if (!blocks.isValidSpawn(level.getBlockState(x, y - 1, z), type)) return false;
                return blocks.isValidEmptySpawnBlock(level.getBlockState(x, y, z), type, preventInside)
                        && blocks.isValidEmptySpawnBlock(level.getBlockState(x, y + 1, z), type, preventInside);
        }
    }

    /**
     * Game: {@code SpawnPlacementType.adjustSpawnPosition}: {@code ON_GROUND} moves one down when the block below is
     * pathfindable on land (a snow layer, an open trapdoor, ...); the others keep the position.
     *
     * @return the adjusted y
     */
    public int adjustSpawnY(WorldGenLevel level, SpawnBlocks blocks, int x, int y, int z) {
        if (this == ON_GROUND && blocks.isPathfindableOnLand(level.getBlockState(x, y - 1, z))) return y - 1;
        return y;
    }
}
