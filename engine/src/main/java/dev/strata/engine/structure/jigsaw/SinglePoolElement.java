package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.RandomSupport;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Mirror;
import dev.strata.engine.structure.template.Rotation;
import dev.strata.engine.structure.template.StructureTemplate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Game: {@code SinglePoolElement} ({@code minecraft:single_pool_element}) and, with {@code legacy}, {@code
 * LegacySinglePoolElement} ({@code minecraft:legacy_single_pool_element}, whose placement also leaves out the
 * template's air): one structure template.
 *
 * <p>Jigsaws (game: {@code StructureTemplate.getJigsaws}): those of the palette the game picks without a random
 * (for several palettes {@code RandomSource.create(Mth.getSeed(position)).nextInt(count)}), in the palette's block
 * order, turned about the origin and moved to the position; then shuffled with the caller's random and stably sorted
 * by selection priority, highest first ({@code getShuffledJigsawBlocks}).
 *
 * @param location the template's id
 * @param template the template, or null for a missing one (game: {@code getOrCreate}'s empty template: size 0, no
 *     palettes, so no jigsaws, the box of the corners (0, 0, 0) and (-1, -1, -1) turned, and nothing placed)
 * @param jigsaws the jigsaw blocks of each palette, in template coordinates and palette order
 * @param processors the element's processor list
 * @param projection the element's projection
 * @param overrideLiquidSettings the element's {@code override_liquid_settings}, or null to use the structure's
 * @param legacy whether this is a legacy single element
 */
public record SinglePoolElement(ResourceId location, StructureTemplate template, List<List<JigsawBlockInfo>> jigsaws, ProcessorList processors,
                                Projection projection, LiquidSettings overrideLiquidSettings, boolean legacy) implements StructurePoolElement {
    private static final Comparator<JigsawBlockInfo> HIGHEST_SELECTION_PRIORITY_FIRST = Comparator.comparingInt(JigsawBlockInfo::selectionPriority).reversed();

    /** Game: {@code getJigsaws(position, rotation)}, in palette order. */
    List<JigsawBlockInfo> jigsaws(int x, int y, int z, Rotation rotation) {
        if (jigsaws.isEmpty()) return new ArrayList<>();
        List<JigsawBlockInfo> palette = jigsaws.size() == 1 ? jigsaws.get(0)
                : jigsaws.get(new LegacyRandom(RandomSupport.getSeed(x, y, z)).nextInt(jigsaws.size()));
        List<JigsawBlockInfo> out = new ArrayList<>(palette.size());
        for (JigsawBlockInfo j : palette) out.add(j.placed(x, y, z, rotation));
        return out;
    }

    @Override
    public List<JigsawBlockInfo> shuffledJigsawBlocks(int x, int y, int z, Rotation rotation, RandomSource random) {
        List<JigsawBlockInfo> list = jigsaws(x, y, z, rotation);
        Shuffle.shuffle(list, random);
        list.sort(HIGHEST_SELECTION_PRIORITY_FIRST);
        return list;
    }

    @Override
    public BoundingBox boundingBox(int x, int y, int z, Rotation rotation) {
        // game: StructureTemplate.getBoundingBox(position, rotation, pivot 0, no mirror, size)
        int sx = template == null ? 0 : template.sizeX(), sy = template == null ? 0 : template.sizeY(), sz = template == null ? 0 : template.sizeZ();
        int[] far = StructureTemplate.transform(sx - 1, sy - 1, sz - 1, Mirror.NONE, rotation, 0, 0);
        return new BoundingBox(Math.min(0, far[0]) + x, Math.min(0, far[1]) + y, Math.min(0, far[2]) + z, Math.max(0, far[0]) + x,
                Math.max(0, far[1]) + y, Math.max(0, far[2]) + z);
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
        return (legacy ? "LegacySingle[" : "Single[") + location + "]";
    }
}
