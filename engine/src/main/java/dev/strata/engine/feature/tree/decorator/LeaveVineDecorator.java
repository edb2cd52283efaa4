package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/** Game: {@code LeaveVineDecorator}: beside each leaf ({@code nextFloat() < probability} per side, air) a vine hanging up to five long. */
public record LeaveVineDecorator(float probability) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        for (Pos pos : c.leaves()) {
            Pos p;
            if (random.nextFloat() < probability && c.isAir(p = pos.relative(Direction.WEST))) addHangingVine(p, Direction.EAST, c);
            if (random.nextFloat() < probability && c.isAir(p = pos.relative(Direction.EAST))) addHangingVine(p, Direction.WEST, c);
            if (random.nextFloat() < probability && c.isAir(p = pos.relative(Direction.NORTH))) addHangingVine(p, Direction.SOUTH, c);
            if (random.nextFloat() < probability && c.isAir(p = pos.relative(Direction.SOUTH))) addHangingVine(p, Direction.NORTH, c);
        }
    }

    private static void addHangingVine(Pos pos, Direction face, DecoratorContext c) {
        c.placeVine(pos, face);
        pos = pos.below();
        for (int maxDir = 4; c.isAir(pos) && maxDir > 0; maxDir--) {
            c.placeVine(pos, face);
            pos = pos.below();
        }
    }
}
