package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Game: {@code CreakingHeartDecorator}: with {@code probability}, the first log in shuffled order with logs on all
 * six sides becomes a dormant, natural creaking heart (its axis is the default, y).
 */
public record CreakingHeartDecorator(float probability) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        if (c.logs().isEmpty()) return;
        if (random.nextFloat() >= probability) return;
        List<Pos> candidates = new ArrayList<>(c.logs());
        Shuffle.shuffle(candidates, random);
        for (Pos p : candidates) {
            boolean enclosed = true;
            for (Direction d : Direction.values()) {
                if (!c.blocks.states.is(c.state(p.relative(d)), c.blocks.logs)) {
                    enclosed = false;
                    break;
                }
            }
            if (!enclosed) continue;
            int heart = c.blocks.states.defaultState("minecraft:creaking_heart");
            heart = c.blocks.states.with(heart, "creaking_heart_state", "dormant");
            c.setBlock(p, c.blocks.states.with(heart, "natural", "true"));
            return;
        }
    }
}
