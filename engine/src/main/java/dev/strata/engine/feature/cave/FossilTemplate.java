package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.ArrayList;
import java.util.List;

/**
 * A structure template ({@link StructureTemplate}, read once per pack by {@link StructureTemplateManager}) as far
 * as the fossil feature needs it: the size and the blocks of its single palette in the game's placement order.
 *
 * <p>Limits (refused with the file named): no block entity data, no entities, one palette, and block states whose
 * only orientation is {@code axis} (what the fossil's rotation changes). The vanilla fossil templates are bone blocks
 * and coal ore.
 *
 * @param sizeX the template's x size; @param sizeY its y size; @param sizeZ its z size
 * @param blocks {x, y, z, state} in placement order
 */
record FossilTemplate(int sizeX, int sizeY, int sizeZ, List<int[]> blocks) {

    /** The template {@code id} of the pack. @throws DataPackException naming the file */
    static FossilTemplate load(BlockStates states, ResourceId id) {
        StructureTemplate t = StructureTemplateManager.get(states, id);
        String file = t.file();
        if (t.palettes().size() != 1) throw new DataPackException(file + ": templates with several palettes are not supported by the fossil feature");
        if (!t.entities().isEmpty()) throw new DataPackException(file + ": templates with entities are not supported by the fossil feature");
        BlockStateRegistry r = states.registry();
        List<int[]> blocks = new ArrayList<>();
        for (StructureTemplate.BlockInfo b : t.palettes().get(0)) {
            if (b.nbt() != null) throw new DataPackException(file + ": block entities are not supported by the fossil feature");
            for (int i = 0; i < r.propertyCount(b.state()); i++) {
                String k = r.propertyName(b.state(), i);
                if (!k.equals("axis")) throw new DataPackException(file + ": property " + k + " of " + r.toString(b.state())
                        + " would need rotating, which the fossil feature does not do");
            }
            blocks.add(new int[] {b.x(), b.y(), b.z(), b.state()});
        }
        return new FossilTemplate(t.sizeX(), t.sizeY(), t.sizeZ(), List.copyOf(blocks));
    }
}
