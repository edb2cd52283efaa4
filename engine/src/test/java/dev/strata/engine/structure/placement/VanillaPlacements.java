package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.testing.SharedData;
import java.util.HashMap;
import java.util.Map;

/**
 * The vanilla 26.2 structure sets bound to the fixture's world seed, one instance per dimension for the whole test
 * run, so the overworld's stronghold rings (a biome search of about 416,000 quarts) are computed once.
 */
final class VanillaPlacements {
    /** The seed of {@code fixtures/vanilla-hashes-13579}. */
    static final long SEED = 13579L;
    private static final Map<String, StructurePlacements> BOUND = new HashMap<>();

    private VanillaPlacements() {}

    static synchronized StructurePlacements of(String dimension) {
        return BOUND.computeIfAbsent(dimension, d -> StructurePlacements.forDimension(SharedData.vanilla(), ResourceId.parse(d), SEED));
    }

    static StructureSetDef set(StructurePlacements p, String id) {
        return p.set(ResourceId.parse(id));
    }
}
