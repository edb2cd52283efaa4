package dev.strata.engine.feature.placement;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.random.RandomSource;

/**
 * One step of a placed feature's placement (game: {@code PlacementModifier}): maps a position to zero or more
 * positions, drawing from the feature's random. The game chains the steps with {@code Stream.flatMap}, so each
 * position a step yields runs through the rest of the chain (and the feature) before the step yields its next one;
 * a step's own draws happen when it is given its input, before it yields anything. {@link #getPositions} keeps that
 * order: it makes its draws, then hands each output to {@code next} in turn.
 */
public interface PlacementModifier {
    /** Receives the positions a step yields. */
    @FunctionalInterface
    interface Sink {
        void accept(int x, int y, int z);
    }

    /** Yields this step's positions for input {@code (x, y, z)} to {@code next}. */
    void getPositions(PlacementContext context, RandomSource random, int x, int y, int z, Sink next);

    /** @throws dev.strata.engine.data.DataPackException naming the JSON path */
    static PlacementModifier parse(JsonCursor c, FeatureParser parser) {
        return PlacementModifiers.parse(c, parser);
    }
}
