package dev.strata.engine.feature;

/**
 * Whether a block state may stand at a position (game: {@code BlockState.canSurvive(LevelReader, BlockPos)}, each
 * block class's own rule: plants on their soil, vines against a face, hanging blocks under a ceiling...). Used by
 * {@code simple_block}, the {@code would_survive} predicate, {@code block_column} and the vegetation features.
 *
 * <p>Skeleton: every state survives. The rules of every block the 26.2 features place are to be filled in.
 */
public final class BlockSurvival {
    private BlockSurvival() {}

    /** Game: {@code state.canSurvive(level, pos)}. */
    public static boolean canSurvive(WorldGenLevel level, int state, int x, int y, int z) {
        return true;
    }
}
