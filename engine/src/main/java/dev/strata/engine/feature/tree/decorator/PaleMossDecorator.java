package dev.strata.engine.feature.tree.decorator;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.tree.Pos;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * Game: {@code PaleMossDecorator}: the logs shuffled (their lowest, first of equals, is the origin); with
 * {@code ground_probability} the configured feature {@code minecraft:pale_moss_patch} is placed above it with the
 * tree's random; then under logs and leaves (in sorted order, each with its chance, into air) hanging moss, grown
 * down while air is below and {@code nextFloat() >= 0.5}, the last one a tip.
 *
 * @param paleMossPatch the pack's {@code minecraft:pale_moss_patch}, or null when the pack lacks it (game: nothing placed)
 */
public record PaleMossDecorator(float leavesProbability, float trunkProbability, float groundProbability, ConfiguredFeature paleMossPatch)
        implements TreeDecorator {
    @Override
    public void place(DecoratorContext c) {
        RandomSource random = c.random;
        List<Pos> logs = new ArrayList<>(c.logs());
        Shuffle.shuffle(logs, random);
        if (logs.isEmpty()) return;
        Pos origin = logs.get(0);
        for (Pos p : logs) if (p.y() < origin.y()) origin = p;
        if (random.nextFloat() < groundProbability && paleMossPatch != null) {
            paleMossPatch.place(c.level, random, origin.x(), origin.y() + 1, origin.z());
        }
        for (Pos pos : c.logs()) {
            Pos down;
            if (random.nextFloat() < trunkProbability && c.isAir(down = pos.below())) addMossHanger(down, c);
        }
        for (Pos pos : c.leaves()) {
            Pos down;
            if (random.nextFloat() < leavesProbability && c.isAir(down = pos.below())) addMossHanger(down, c);
        }
    }

    private static void addMossHanger(Pos pos, DecoratorContext c) {
        int moss = c.blocks.states.defaultState("minecraft:pale_hanging_moss");
        while (c.isAir(pos.below()) && !((double) c.random.nextFloat() < 0.5)) {
            c.setBlock(pos, c.blocks.states.with(moss, "tip", "false"));
            pos = pos.below();
        }
        c.setBlock(pos, c.blocks.states.with(moss, "tip", "true"));
    }
}
