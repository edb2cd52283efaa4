package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;

/**
 * An element of a template pool (game: {@code pools.StructurePoolElement}, dispatched on {@code element_type}):
 * what a jigsaw piece is made of. Positions are absolute block coordinates of the element's origin; rotations turn
 * about the origin.
 */
public sealed interface StructurePoolElement permits SinglePoolElement, ListPoolElement, FeaturePoolElement, EmptyPoolElement {
    /** The element's projection (a list element's children take the list's). */
    Projection projection();

    /**
     * The element's jigsaw blocks placed at the position with the rotation, in the order they are tried (game:
     * {@code getShuffledJigsawBlocks}): a template's are shuffled with {@code random} ({@code Util.shuffle}), then
     * stably sorted by selection priority, highest first.
     */
    List<JigsawBlockInfo> shuffledJigsawBlocks(int x, int y, int z, Rotation rotation, RandomSource random);

    /**
     * The element's box placed at the position with the rotation (game: {@code getBoundingBox}).
     *
     * @throws IllegalStateException for the empty element, which has none (as the game's)
     */
    BoundingBox boundingBox(int x, int y, int z, Rotation rotation);

    /** Game: {@code getGroundLevelDelta}: 1 for every element type. */
    default int groundLevelDelta() {
        return 1;
    }
}
