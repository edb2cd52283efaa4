package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.feature.tree.Providers;
import java.util.ArrayList;
import java.util.List;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/** Game: {@code AttachedToLogsDecorator}: over the logs in shuffled order, a random direction; with {@code probability} ({@code <=}) into air, the provider's block. */
public record AttachedToLogsDecorator(float probability, BlockStateProvider blockProvider, List<Direction> directions) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        List<Pos> shuffled = new ArrayList<>(c.logs());
        Shuffle.shuffle(shuffled, random);
        for (Pos log : shuffled) {
            Direction direction = directions.get(random.nextInt(directions.size()));
            Pos placement = log.relative(direction);
            if (!(random.nextFloat() <= probability) || !c.isAir(placement)) continue;
            c.setBlock(placement, Providers.state(blockProvider, c.level, random, placement));
        }
    }
}
