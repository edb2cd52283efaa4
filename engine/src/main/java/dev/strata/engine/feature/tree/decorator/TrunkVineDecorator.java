package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/** Game: {@code TrunkVineDecorator}: beside each log, west/east/north/south, {@code nextInt(3) > 0} and air: a vine facing the log. */
public record TrunkVineDecorator() implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        for (Pos pos : c.logs()) {
            Pos p;
            if (random.nextInt(3) > 0 && c.isAir(p = pos.relative(Direction.WEST))) c.placeVine(p, Direction.EAST);
            if (random.nextInt(3) > 0 && c.isAir(p = pos.relative(Direction.EAST))) c.placeVine(p, Direction.WEST);
            if (random.nextInt(3) > 0 && c.isAir(p = pos.relative(Direction.NORTH))) c.placeVine(p, Direction.SOUTH);
            if (random.nextInt(3) > 0 && c.isAir(p = pos.relative(Direction.SOUTH))) c.placeVine(p, Direction.NORTH);
        }
    }
}
