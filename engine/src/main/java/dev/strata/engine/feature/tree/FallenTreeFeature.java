package dev.strata.engine.feature.tree;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.decorator.DecoratorContext;
import dev.strata.engine.feature.tree.decorator.TreeDecorator;
import dev.strata.engine.feature.tree.decorator.TreeDecorators;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code minecraft:fallen_tree} feature (game: {@code FallenTreeFeature}): a one-block stump at the origin (set
 * with flags 3 whatever is there, the stump decorators on it), then a log of {@code log_length - 2} blocks lying in a
 * random horizontal direction starting 2 or 3 away, its start moved down to ground (up to 6 tries from one above),
 * placed only when every block is a valid tree position and the ground gaps under it are at most 2 long; the log
 * decorators on its blocks. Each log marks the up to two non-air blocks above it for post-processing. Always true.
 * Ground is "sturdy" where the block below has a full collision cube (the game: {@code isFaceSturdy(UP)}).
 */
public record FallenTreeFeature(BlockStateProvider trunkProvider, IntProvider logLength, List<TreeDecorator> stumpDecorators,
                                List<TreeDecorator> logDecorators, TreeBlocks blocks) implements ConfiguredFeature {
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        List<TreeDecorator> stump = new ArrayList<>(), log = new ArrayList<>();
        for (JsonCursor d : c.get("stump_decorators").elements()) stump.add(TreeDecorators.parse(d, p));
        for (JsonCursor d : c.get("log_decorators").elements()) log.add(TreeDecorators.parse(d, p));
        return new FallenTreeFeature(p.stateProvider(c.get("trunk_provider")), TreeFeatures.ranged(c.get("log_length"), p, 0, 16),
                List.copyOf(stump), List.copyOf(log), TreeFeatures.blocks(p));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        Pos origin = new Pos(x, y, z);
        TreeSink stump = new TreeSink(level);
        stump.trunks.add(placeLogBlock(level, random, origin, null));
        decorate(level, random, stump, stumpDecorators);
        Direction direction = Direction.randomHorizontal(random);
        int length = logLength.sample(random) - 2;
        Pos start = origin.relative(direction, 2 + random.nextInt(2));
        start = start.above();
        for (int i = 0; i < 6; i++) {
            if (blocks.validTreePos(state(level, start)) && overSolidGround(level, start)) break;
            start = start.below();
        }
        if (canPlaceEntireLog(level, length, start, direction)) {
            TreeSink logs = new TreeSink(level);
            Pos p = start;
            for (int i = 0; i < length; i++) {
                logs.trunks.add(placeLogBlock(level, random, p, direction.axis()));
                p = p.relative(direction);
            }
            decorate(level, random, logs, logDecorators);
        }
        return true;
    }

    private boolean canPlaceEntireLog(WorldGenLevel level, int length, Pos start, Direction direction) {
        int gap = 0;
        Pos p = start;
        for (int i = 0; i < length; i++) {
            if (!blocks.validTreePos(state(level, p))) return false;
            if (!overSolidGround(level, p)) {
                if (++gap > 2) return false;
            } else {
                gap = 0;
            }
            p = p.relative(direction);
        }
        return true;
    }

    private boolean overSolidGround(WorldGenLevel level, Pos p) {
        return blocks.states.fullCollision(level.getBlockState(p.x(), p.y() - 1, p.z()));
    }

    private Pos placeLogBlock(WorldGenLevel level, RandomSource random, Pos p, String axis) {
        int s = Providers.state(trunkProvider, level, random, p);
        if (axis != null) s = blocks.trySet(s, "axis", axis);
        level.setBlock(p.x(), p.y(), p.z(), s, WorldGenLevel.UPDATE_ALL);
        for (int i = 1; i <= 2; i++) {
            if (blocks.states.isAir(level.getBlockState(p.x(), p.y() + i, p.z()))) break;
            level.chunkAt(p.x() >> 4, p.z() >> 4).markPostProcessing(p.x() & 15, p.y() + i, p.z() & 15);
        }
        return p;
    }

    /** Game: {@code decorateLogs}: a decorator context over these logs (no leaves, no roots), decorations set with flags 19, not tracked. */
    private void decorate(WorldGenLevel level, RandomSource random, TreeSink sink, List<TreeDecorator> decorators) {
        if (decorators.isEmpty()) return;
        DecoratorContext context = new DecoratorContext(level, sink, random, blocks);
        for (TreeDecorator d : decorators) d.place(context);
    }

    private static int state(WorldGenLevel level, Pos p) {
        return level.getBlockState(p.x(), p.y(), p.z());
    }
}
