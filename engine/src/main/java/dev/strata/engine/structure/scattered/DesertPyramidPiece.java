package dev.strata.engine.structure.scattered;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The desert pyramid's piece (game: {@code DesertPyramidPiece}, id {@code minecraft:tedp}, 26.1): 21 x 15 x 21 at y
 * 64, a random horizontal direction. Its blocks are not built yet: the game's pyramid needs two things the shared
 * machinery does not offer (the structure's {@code afterPlace} after all pieces of a chunk, which places the
 * suspicious sand, and the region's own random, {@code WorldGenLevel.getRandom()}, for the collapsed roof and the
 * cellar stairs), so the type is not registered and {@link #postProcess} refuses.
 *
 * <p>Saved fields: the scattered piece's, {@code hasPlacedChest0..3}.
 */
final class DesertPyramidPiece extends ScatteredFeaturePiece {
    private final boolean[] hasPlacedChest = new boolean[4];

    DesertPyramidPiece(RandomSource random, int west, int north) {
        super(west, 64, north, 21, 15, 21, randomHorizontalDirection(random));
    }

    @Override
    public String typeId() {
        return "minecraft:tedp";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        throw new UnsupportedOperationException("the desert pyramid's blocks are not built yet");
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        for (int i = 0; i < 4; i++) tag.putBoolean("hasPlacedChest" + i, hasPlacedChest[i]);
    }
}
