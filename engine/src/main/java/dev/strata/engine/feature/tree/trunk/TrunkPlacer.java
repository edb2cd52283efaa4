package dev.strata.engine.feature.tree.trunk;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.feature.tree.Providers;
import dev.strata.engine.feature.tree.TreeConfiguration;
import dev.strata.engine.feature.tree.TreeSink;
import dev.strata.engine.feature.tree.foliage.FoliageAttachment;
import dev.strata.engine.random.RandomSource;
import java.util.List;
import java.util.function.IntUnaryOperator;

/**
 * Places a tree's trunk and says where its foliage goes (game: {@code TrunkPlacer}): the height draw
 * {@code base_height + nextInt(height_rand_a + 1) + nextInt(height_rand_b + 1)}, the block below the trunk from
 * {@code below_trunk_provider}, and logs only where {@link #validTreePos} holds.
 */
public abstract class TrunkPlacer {
    protected final int baseHeight, heightRandA, heightRandB;

    protected TrunkPlacer(int baseHeight, int heightRandA, int heightRandB) {
        this.baseHeight = baseHeight;
        this.heightRandA = heightRandA;
        this.heightRandB = heightRandB;
    }

    /** Places the trunk of height {@code treeHeight} at {@code origin}; the foliage attachments in the game's order. */
    public abstract List<FoliageAttachment> placeTrunk(WorldGenLevel level, TreeSink sink, RandomSource random, int treeHeight, Pos origin,
                                                       TreeConfiguration config);

    /** Game: {@code getTreeHeight}. */
    public int getTreeHeight(RandomSource random) {
        return baseHeight + random.nextInt(heightRandA + 1) + random.nextInt(heightRandB + 1);
    }

    /** Game: {@code placeBelowTrunkBlock}: the provider's optional state, set through the trunk setter. */
    protected static void placeBelowTrunkBlock(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config) {
        int s = Providers.optionalState(config.belowTrunkProvider(), level, random, pos);
        if (s >= 0) sink.setTrunk(pos, s);
    }

    protected boolean placeLog(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config) {
        return placeLog(level, sink, random, pos, config, IntUnaryOperator.identity());
    }

    /** Game: {@code placeLog}: the trunk provider's state (drawn only where the position is valid), modified. */
    protected boolean placeLog(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config, IntUnaryOperator modifier) {
        if (validTreePos(level, pos, config)) {
            sink.setTrunk(pos, modifier.applyAsInt(Providers.state(config.trunkProvider(), level, random, pos)));
            return true;
        }
        return false;
    }

    protected void placeLogIfFree(WorldGenLevel level, TreeSink sink, RandomSource random, Pos pos, TreeConfiguration config) {
        if (isFree(level, pos, config)) placeLog(level, sink, random, pos, config);
    }

    /** Game: {@code validTreePos} (overridden by the upwards branching placer). */
    protected boolean validTreePos(WorldGenLevel level, Pos pos, TreeConfiguration config) {
        return config.blocks().validTreePos(level.getBlockState(pos.x(), pos.y(), pos.z()));
    }

    /** Game: {@code isFree}: a valid tree position or a log. */
    public boolean isFree(WorldGenLevel level, Pos pos, TreeConfiguration config) {
        return validTreePos(level, pos, config) || config.blocks().states.is(level.getBlockState(pos.x(), pos.y(), pos.z()), config.blocks().logs);
    }
}
