package dev.strata.engine.structure.fortress;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;

/**
 * The ragged end of a bridge, 5 wide and up to 8 long (game: {@code NetherFortressPieces.BridgeEndFiller}): rows
 * of bricks of random lengths from its own seed (drawn by {@code nextInt()} when made, saved as {@code Seed}),
 * from a fresh {@code LegacyRandom} of that seed at every placement; grows nothing.
 */
final class BridgeEndFiller extends NetherBridgePiece {
    /** Game: {@code selfSeed}. */
    final int selfSeed;

    BridgeEndFiller(int genDepth, RandomSource random, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
        selfSeed = random.nextInt();
    }

    /** Game: {@code NetherFortressPieces.BridgeEndFiller(CompoundTag)}: {@code Seed} (int). */
    BridgeEndFiller(PieceTag tag) {
        super(tag);
        selfSeed = tag.getInt("Seed");
    }

    @Override
    public String typeId() {
        return "minecraft:nebef";
    }

    @Override
    protected void addAdditionalSaveData(net.kyori.adventure.nbt.CompoundBinaryTag.Builder tag) {
        tag.putInt("Seed", selfSeed);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;

    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static BridgeEndFiller createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -1, -3, 0, 5, 10, 8, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new BridgeEndFiller(genDepth, random, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        // game: RandomSource.createThreadLocalInstance(seed), a SingleThreadedRandomSource: the legacy LCG
        RandomSource selfRandom = new LegacyRandom(selfSeed);
        for (int x = 0; x <= 4; x++) {
            for (int y = 3; y <= 4; y++) {
                int z = selfRandom.nextInt(8);
                generateBox(level, chunkBox, x, y, 0, x, y, z, b.bricks, b.bricks, false);
            }
        }
        int z2 = selfRandom.nextInt(8);
        generateBox(level, chunkBox, 0, 5, 0, 0, 5, z2, b.bricks, b.bricks, false);
        z2 = selfRandom.nextInt(8);
        generateBox(level, chunkBox, 4, 5, 0, 4, 5, z2, b.bricks, b.bricks, false);
        for (int x = 0; x <= 4; x++) {
            int z3 = selfRandom.nextInt(5);
            generateBox(level, chunkBox, x, 2, 0, x, 2, z3, b.bricks, b.bricks, false);
        }
        for (int x = 0; x <= 4; x++) {
            for (int y = 0; y <= 1; y++) {
                int z = selfRandom.nextInt(3);
                generateBox(level, chunkBox, x, y, 0, x, y, z, b.bricks, b.bricks, false);
            }
        }
    }
}
