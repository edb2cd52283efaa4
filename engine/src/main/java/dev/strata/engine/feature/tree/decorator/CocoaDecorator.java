package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code CocoaDecorator}: with {@code probability} (one draw), on each log at most two above the lowest, each
 * horizontal side ({@code nextFloat() <= 0.25}) gets a cocoa of age {@code nextInt(3)} facing the log, if air.
 */
public record CocoaDecorator(float probability) implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        if (random.nextFloat() >= probability) return;
        if (c.logs().isEmpty()) return;
        int treeY = c.logs().get(0).y();
        int cocoa = c.blocks.states.defaultState("minecraft:cocoa");
        for (Pos pos : c.logs()) {
            if (pos.y() - treeY > 2) continue;
            for (Direction d : Direction.HORIZONTAL) {
                if (!(random.nextFloat() <= 0.25f)) continue;
                Direction opposite = d.opposite();
                Pos cocoaPos = pos.offset(opposite.stepX, 0, opposite.stepZ);
                if (!c.isAir(cocoaPos)) continue;
                int s = c.blocks.states.with(cocoa, "age", Integer.toString(random.nextInt(3)));
                c.setBlock(cocoaPos, c.blocks.states.with(s, "facing", d.id));
            }
        }
    }
}
