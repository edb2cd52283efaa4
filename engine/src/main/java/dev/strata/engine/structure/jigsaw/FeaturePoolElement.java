package dev.strata.engine.structure.jigsaw;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.tree.Direction;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.template.Rotation;
import java.util.List;

/**
 * Game: {@code FeaturePoolElement} ({@code minecraft:feature_pool_element}): a placed feature, placed at the piece's
 * position. Its box is the single block there; it has one jigsaw there, facing down with top south, named
 * {@code minecraft:bottom}, rollable, pool and target empty, final state air (game: {@code fillDefaultJigsawNBT}),
 * whatever the rotation, and draws nothing to list it.
 *
 * @param featureId the placed feature's id, or null when given inline
 * @param feature the placed feature
 * @param projection the element's projection
 * @param json the {@code feature} field as read (the piece's NBT writes it back)
 */
public record FeaturePoolElement(ResourceId featureId, PlacedFeature feature, Projection projection, dev.strata.engine.data.JsonCursor json)
        implements StructurePoolElement {
    private static final ResourceId BOTTOM = ResourceId.parse("minecraft:bottom");

    @Override
    public List<JigsawBlockInfo> shuffledJigsawBlocks(int x, int y, int z, Rotation rotation, RandomSource random) {
        return List.of(new JigsawBlockInfo(x, y, z, Direction.DOWN, Direction.SOUTH, true, BOTTOM, JigsawBlockInfo.EMPTY, JigsawBlockInfo.EMPTY, 0, 0,
                "minecraft:air"));
    }

    @Override
    public BoundingBox boundingBox(int x, int y, int z, Rotation rotation) {
        return new BoundingBox(x, y, z, x, y, z); // game: position to position + size, size zero
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
