package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;

/**
 * Game: {@code ListPoolElement} ({@code minecraft:list_pool_element}): several elements placed at the same position,
 * in order; its jigsaws are its first element's, its box covers every non-empty element's box, and its projection is
 * given to every element (game: {@code setProjectionOnEachElement}).
 *
 * @param elements the elements (at least one), each with the list's projection
 * @param projection the list's projection
 */
public record ListPoolElement(List<StructurePoolElement> elements, Projection projection) implements StructurePoolElement {
    public ListPoolElement {
        if (elements.isEmpty()) throw new IllegalArgumentException("Elements are empty");
        elements = List.copyOf(elements);
    }

    @Override
    public List<JigsawBlockInfo> shuffledJigsawBlocks(int x, int y, int z, Rotation rotation, RandomSource random) {
        return elements.get(0).shuffledJigsawBlocks(x, y, z, rotation, random);
    }

    @Override
    public BoundingBox boundingBox(int x, int y, int z, Rotation rotation) {
        BoundingBox box = null;
        for (StructurePoolElement e : elements) {
            if (e == EmptyPoolElement.INSTANCE) continue;
            BoundingBox b = e.boundingBox(x, y, z, rotation);
            box = box == null ? b : box.encapsulate(b);
        }
        if (box == null) throw new IllegalStateException("Unable to calculate boundingbox for ListPoolElement");
        return box;
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }
}
