package dev.strata.engine.feature.placement;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import java.util.List;

/**
 * A configured feature with its placement (game: {@code PlacedFeature}). Compared by identity: the parser makes
 * one object per id, and the decoration order treats each as one node.
 *
 * @param id the placed feature's id, or null when it was written inline
 * @param feature what is placed
 * @param placement the modifiers, applied in order (see {@link PlacementModifier})
 */
public record PlacedFeature(ResourceId id, ConfiguredFeature feature, List<PlacementModifier> placement) {

    /** Places it without the biome filter's check (game: {@code place}); for features nested in features. */
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        return new Run(this, new PlacementContext(level, null, null), random).start(x, y, z);
    }

    /** Places it as a biome's feature (game: {@code placeWithBiomeCheck}). */
    public boolean placeWithBiomeCheck(PlacementContext context, RandomSource random, int x, int y, int z) {
        return new Run(this, context, random).start(x, y, z);
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    @Override
    public String toString() {
        return id != null ? id.toString() : "inline placed feature";
    }

    /** One placement: walks the chain depth first (see {@link PlacementModifier}). */
    private static final class Run {
        private final PlacedFeature placed;
        private final PlacementContext context;
        private final RandomSource random;
        private final PlacementModifier.Sink[] sinks;
        private boolean placedAny;

        Run(PlacedFeature placed, PlacementContext context, RandomSource random) {
            this.placed = placed;
            this.context = context;
            this.random = random;
            int n = placed.placement.size();
            this.sinks = new PlacementModifier.Sink[n + 1];
            for (int i = 0; i < n; i++) {
                PlacementModifier m = placed.placement.get(i);
                int nextIndex = i + 1;
                sinks[i] = (x, y, z) -> m.getPositions(context, random, x, y, z, sinks[nextIndex]);
            }
            sinks[n] = (x, y, z) -> {
                // game: Feature.place refuses an origin the region may not write to, before drawing anything
                if (!context.level().ensureCanWrite(x, y, z)) return;
                if (placed.feature.place(context.level(), random, x, y, z)) placedAny = true;
            };
        }

        boolean start(int x, int y, int z) {
            sinks[0].accept(x, y, z);
            return placedAny;
        }
    }
}
