package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * What placement needs of a {@code worldgen/structure/<id>.json}: its {@code type} and the biomes it may start in
 * ({@code biomes}, a holder set, expanded in the tag's order). The rest of the file (pools, pieces, terrain
 * adaptation) belongs to structure generation and is not read here.
 */
public record StructureDef(ResourceId id, ResourceId type, List<ResourceId> biomes) {
    public StructureDef {
        biomes = List.copyOf(biomes);
    }
}
