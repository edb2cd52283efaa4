package dev.strata.engine.feature.blockpredicates;

import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.WorldGenLevel;

/**
 * A test of the world at a block (game: {@code BlockPredicate}): {@code matching_blocks}, {@code matching_block_tag},
 * {@code matching_fluids}, {@code solid}, {@code replaceable}, {@code would_survive}, {@code has_sturdy_face},
 * {@code inside_world_bounds}, {@code any_of}, {@code all_of}, {@code not}, {@code true}, each with its
 * {@code offset}. Pure: reads the level, draws no random.
 */
public interface BlockPredicate {
    /** Whether the predicate holds at absolute block {@code (x, y, z)}. */
    boolean test(WorldGenLevel level, int x, int y, int z);

    /** @throws dev.strata.engine.data.DataPackException naming the JSON path */
    static BlockPredicate parse(JsonCursor c, FeatureParser parser) {
        return BlockPredicates.parse(c, parser);
    }
}
