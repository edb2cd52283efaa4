package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;

/**
 * Game: {@code EmptyPoolElement} ({@code minecraft:empty_pool_element}): nothing. In a pool's shuffled list it ends
 * the candidates of a connection (the game's loop stops at the first empty element); drawn as a start element, it
 * refuses the start. One instance, compared by identity as the game does.
 */
public final class EmptyPoolElement implements StructurePoolElement {
    /** The single instance (game: {@code EmptyPoolElement.INSTANCE}). */
    public static final EmptyPoolElement INSTANCE = new EmptyPoolElement();

    private EmptyPoolElement() {}

    @Override
    public Projection projection() {
        return Projection.TERRAIN_MATCHING;
    }

    @Override
    public List<JigsawBlockInfo> shuffledJigsawBlocks(int x, int y, int z, Rotation rotation, RandomSource random) {
        return List.of();
    }

    @Override
    public BoundingBox boundingBox(int x, int y, int z, Rotation rotation) {
        throw new IllegalStateException("the empty pool element has no bounding box");
    }

    @Override
    public String toString() {
        return "Empty";
    }
}
