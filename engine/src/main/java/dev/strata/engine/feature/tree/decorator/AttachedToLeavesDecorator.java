package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Providers;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code AttachedToLeavesDecorator} (mangrove propagules): over the leaves in shuffled order, a random direction
 * of {@code directions}; with {@code probability}, when {@code required_empty_blocks} are air that way and the spot
 * is not within the exclusion box of an earlier one, the provider's block.
 */
public record AttachedToLeavesDecorator(float probability, int exclusionRadiusXZ, int exclusionRadiusY, BlockStateProvider blockProvider,
                                        int requiredEmptyBlocks, List<Direction> directions) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        Set<Pos> blacklist = new HashSet<>();
        RandomSource random = c.random;
        List<Pos> shuffled = new ArrayList<>(c.leaves());
        Shuffle.shuffle(shuffled, random);
        for (Pos leaf : shuffled) {
            Direction direction = directions.get(random.nextInt(directions.size()));
            Pos placement = leaf.relative(direction);
            if (blacklist.contains(placement) || !(random.nextFloat() < probability) || !hasRequiredEmptyBlocks(c, leaf, direction)) continue;
            for (int x = -exclusionRadiusXZ; x <= exclusionRadiusXZ; x++) {
                for (int y = -exclusionRadiusY; y <= exclusionRadiusY; y++) {
                    for (int z = -exclusionRadiusXZ; z <= exclusionRadiusXZ; z++) blacklist.add(placement.offset(x, y, z));
                }
            }
            c.setBlock(placement, Providers.state(blockProvider, c.level, random, placement));
        }
    }

    private boolean hasRequiredEmptyBlocks(DecoratorContext c, Pos leaf, Direction direction) {
        for (int i = 1; i <= requiredEmptyBlocks; i++) {
            if (!c.isAir(leaf.relative(direction, i))) return false;
        }
        return true;
    }
}
