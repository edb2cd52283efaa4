package dev.strata.engine.structure.scattered;

import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The jungle temple's piece (game: {@code JungleTemplePiece}, id {@code minecraft:tejp}, 26.1): 12 x 10 x 15 at y
 * 64, a random horizontal direction. Its blocks (mossy cobblestone selector, tripwire traps, dispensers, the lever
 * puzzle) are not built yet: the type is not registered and {@link #postProcess} refuses.
 *
 * <p>Saved fields: the scattered piece's, {@code placedMainChest}, {@code placedHiddenChest}, {@code placedTrap1},
 * {@code placedTrap2}.
 */
final class JungleTemplePiece extends ScatteredFeaturePiece {
    private boolean placedMainChest, placedHiddenChest, placedTrap1, placedTrap2;

    JungleTemplePiece(RandomSource random, int west, int north) {
        super(west, 64, north, 12, 10, 15, randomHorizontalDirection(random));
    }

    @Override
    public String typeId() {
        return "minecraft:tejp";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        throw new UnsupportedOperationException("the jungle temple's blocks are not built yet");
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("placedMainChest", placedMainChest);
        tag.putBoolean("placedHiddenChest", placedHiddenChest);
        tag.putBoolean("placedTrap1", placedTrap1);
        tag.putBoolean("placedTrap2", placedTrap2);
    }
}
