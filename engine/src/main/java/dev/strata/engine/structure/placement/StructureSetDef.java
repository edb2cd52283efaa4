package dev.strata.engine.structure.placement;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * A parsed {@code worldgen/structure_set/<id>.json} (game: {@code StructureSet}): a weighted list of structures and
 * the placement that decides which chunks may start one of them.
 *
 * @param structures in file order (the order decides the weighted pick, see {@link StructurePlacements#candidates})
 */
public record StructureSetDef(ResourceId id, List<Entry> structures, StructurePlacement placement) {
    public StructureSetDef {
        structures = List.copyOf(structures);
    }

    /**
     * One entry of {@code structures} (game: {@code StructureSet.StructureSelectionEntry}).
     *
     * @param structure a {@code worldgen/structure} id
     * @param weight positive
     */
    public record Entry(ResourceId structure, int weight) {}
}
