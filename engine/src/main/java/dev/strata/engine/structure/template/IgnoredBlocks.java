package dev.strata.engine.structure.template;

import dev.strata.engine.block.BlockStates;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * The game's {@code BlockIgnoreProcessor} (26.1 and 26.2 alike) applied once to a whole template: it drops every block of the listed
 * blocks, e.g. {@code STRUCTURE_AND_AIR} (air and structure blocks), which nether fossils place through.
 *
 * <p>The processor draws nothing and does not look at the position, so dropping those blocks from the template once,
 * before placing, places exactly the blocks the game places: {@link #apply} gives such a template (its palettes keep
 * their order). One difference, which no vanilla template shows: the game tests for an empty palette before
 * processing, so a template of nothing but ignored blocks still counts as placed there.
 */
public final class IgnoredBlocks {
    /** Game: {@code BlockIgnoreProcessor.STRUCTURE_AND_AIR}. */
    public static final List<String> STRUCTURE_AND_AIR = List.of("minecraft:air", "minecraft:structure_block");

    private IgnoredBlocks() {}

    /**
     * The template without the blocks of {@code blocks} (block names, e.g. {@link #STRUCTURE_AND_AIR}); entities are kept.
     *
     * @param states the block states the template was read with
     */
    public static StructureTemplate apply(StructureTemplate template, BlockStates states, List<String> blocks) {
        BitSet ignored = new BitSet();
        for (String b : blocks) ignored.set(states.blockIndex(b));
        List<List<StructureTemplate.BlockInfo>> palettes = new ArrayList<>();
        for (List<StructureTemplate.BlockInfo> p : template.palettes()) {
            List<StructureTemplate.BlockInfo> kept = new ArrayList<>(p.size());
            for (StructureTemplate.BlockInfo b : p) if (!ignored.get(states.block(b.state()))) kept.add(b);
            palettes.add(List.copyOf(kept));
        }
        return new StructureTemplate(template.file(), template.sizeX(), template.sizeY(), template.sizeZ(), List.copyOf(palettes),
                template.entities());
    }
}
