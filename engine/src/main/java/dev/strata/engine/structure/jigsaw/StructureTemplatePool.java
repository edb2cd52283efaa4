package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.List;

/**
 * A template pool of {@code worldgen/template_pool} (game: {@code pools.StructureTemplatePool}): its elements, each
 * repeated as often as its {@code weight} (1 to 150) says, in file order, and the pool tried after it
 * ({@code fallback}).
 *
 * @param id the pool's id
 * @param templates the elements, each repeated by its weight (do not modify)
 * @param fallback the fallback pool's id
 * @param maxSize the largest y span of its non-empty elements' boxes unturned (game: {@code getMaxSize}; 0 when none)
 */
public record StructureTemplatePool(ResourceId id, List<StructurePoolElement> templates, ResourceId fallback, int maxSize) {
    public StructureTemplatePool {
        templates = List.copyOf(templates);
    }

    /** Game: {@code getRandomTemplate}: {@code nextInt(size)}, or the empty element for an empty pool (no draw). */
    public StructurePoolElement randomTemplate(RandomSource random) {
        if (templates.isEmpty()) return EmptyPoolElement.INSTANCE;
        return templates.get(random.nextInt(templates.size()));
    }

    /** Game: {@code getShuffledTemplates}: a copy shuffled with {@code Util.shuffle}. */
    public List<StructurePoolElement> shuffledTemplates(RandomSource random) {
        List<StructurePoolElement> copy = new ArrayList<>(templates);
        Shuffle.shuffle(copy, random);
        return copy;
    }

    /** Game: {@code size()}: the element count with repeats. */
    public int size() {
        return templates.size();
    }
}
