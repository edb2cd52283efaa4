package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * {@code minecraft:concentric_rings} (game: {@code ConcentricRingsStructurePlacement}): {@code count} chunks on rings
 * around the origin, each moved to a preferred biome nearby; computed once per world by {@link RingPositions}. A
 * chunk is a placement chunk when it is one of them.
 *
 * @param distance 0..1023, the ring spacing unit in chunks
 * @param spread 0..1023, positions on the first ring
 * @param count 1..4095, positions in all
 * @param preferredBiomes the {@code preferred_biomes} holder set expanded (a {@code #tag}, an id or a list of ids)
 */
public record ConcentricRingsPlacement(PlacementSettings settings, int distance, int spread, int count, List<ResourceId> preferredBiomes)
        implements StructurePlacement {
    public ConcentricRingsPlacement {
        preferredBiomes = List.copyOf(preferredBiomes);
    }
}
