package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * The room of a wing (game: {@code OceanMonumentPieces.OceanMonumentWingRoom}): design {@code value & 1} of the building's {@code nextInt()} (the right wing gets the value + 1).
 */
final class WingRoom extends OceanMonumentPiece {
    /** Game: {@code mainDesign}. */
    private final int mainDesign;

    WingRoom(Direction orientation, BoundingBox box, int randomValue) {
        super(orientation, box);
        this.mainDesign = randomValue & 1;
    }

    /** The design, 0 or 1. */
    int mainDesign() {
        return mainDesign;
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentWingRoom(CompoundTag)}: the shared fields only; {@code mainDesign} is not saved
     * and stays 0, and there is no room of the grid (the game never places a loaded room: a loaded monument is made
     * again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    WingRoom(PieceTag tag) {
        super(tag);
        this.mainDesign = 0;
    }

    @Override
    public String typeId() {
        return "minecraft:omwr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        if (this.mainDesign == 0) {
            for (int i = 0; i < 4; ++i) {
                this.generateBox(level, chunkBB, 10 - i, 3 - i, 20 - i, 12 + i, 3 - i, 20, b.light, b.light, false);
            }
            this.generateBox(level, chunkBB, 7, 0, 6, 15, 0, 16, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 0, 6, 6, 3, 20, b.light, b.light, false);
            this.generateBox(level, chunkBB, 16, 0, 6, 16, 3, 20, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 1, 7, 7, 1, 20, b.light, b.light, false);
            this.generateBox(level, chunkBB, 15, 1, 7, 15, 1, 20, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 1, 6, 9, 3, 6, b.light, b.light, false);
            this.generateBox(level, chunkBB, 13, 1, 6, 15, 3, 6, b.light, b.light, false);
            this.generateBox(level, chunkBB, 8, 1, 7, 9, 1, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 13, 1, 7, 14, 1, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 9, 0, 5, 13, 0, 5, b.light, b.light, false);
            this.generateBox(level, chunkBB, 10, 0, 7, 12, 0, 7, b.black, b.black, false);
            this.generateBox(level, chunkBB, 8, 0, 10, 8, 0, 12, b.black, b.black, false);
            this.generateBox(level, chunkBB, 14, 0, 10, 14, 0, 12, b.black, b.black, false);
            for (int z = 18; z >= 7; z -= 3) {
                this.placeBlock(level, b.lamp, 6, 3, z, chunkBB);
                this.placeBlock(level, b.lamp, 16, 3, z, chunkBB);
            }
            this.placeBlock(level, b.lamp, 10, 0, 10, chunkBB);
            this.placeBlock(level, b.lamp, 12, 0, 10, chunkBB);
            this.placeBlock(level, b.lamp, 10, 0, 12, chunkBB);
            this.placeBlock(level, b.lamp, 12, 0, 12, chunkBB);
            this.placeBlock(level, b.lamp, 8, 3, 6, chunkBB);
            this.placeBlock(level, b.lamp, 14, 3, 6, chunkBB);
            this.placeBlock(level, b.light, 4, 2, 4, chunkBB);
            this.placeBlock(level, b.lamp, 4, 1, 4, chunkBB);
            this.placeBlock(level, b.light, 4, 0, 4, chunkBB);
            this.placeBlock(level, b.light, 18, 2, 4, chunkBB);
            this.placeBlock(level, b.lamp, 18, 1, 4, chunkBB);
            this.placeBlock(level, b.light, 18, 0, 4, chunkBB);
            this.placeBlock(level, b.light, 4, 2, 18, chunkBB);
            this.placeBlock(level, b.lamp, 4, 1, 18, chunkBB);
            this.placeBlock(level, b.light, 4, 0, 18, chunkBB);
            this.placeBlock(level, b.light, 18, 2, 18, chunkBB);
            this.placeBlock(level, b.lamp, 18, 1, 18, chunkBB);
            this.placeBlock(level, b.light, 18, 0, 18, chunkBB);
            this.placeBlock(level, b.light, 9, 7, 20, chunkBB);
            this.placeBlock(level, b.light, 13, 7, 20, chunkBB);
            this.generateBox(level, chunkBB, 6, 0, 21, 7, 4, 21, b.light, b.light, false);
            this.generateBox(level, chunkBB, 15, 0, 21, 16, 4, 21, b.light, b.light, false);
            this.spawnElder(level, chunkBB, 11, 2, 16);
        } else if (this.mainDesign == 1) {
            int i;
            this.generateBox(level, chunkBB, 9, 3, 18, 13, 3, 20, b.light, b.light, false);
            this.generateBox(level, chunkBB, 9, 0, 18, 9, 2, 18, b.light, b.light, false);
            this.generateBox(level, chunkBB, 13, 0, 18, 13, 2, 18, b.light, b.light, false);
            int x = 9;
            int z = 20;
            int y = 5;
            for (i = 0; i < 2; ++i) {
                this.placeBlock(level, b.light, x, 6, 20, chunkBB);
                this.placeBlock(level, b.lamp, x, 5, 20, chunkBB);
                this.placeBlock(level, b.light, x, 4, 20, chunkBB);
                x = 13;
            }
            this.generateBox(level, chunkBB, 7, 3, 7, 15, 3, 14, b.light, b.light, false);
            x = 10;
            for (i = 0; i < 2; ++i) {
                this.generateBox(level, chunkBB, x, 0, 10, x, 6, 10, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, 0, 12, x, 6, 12, b.light, b.light, false);
                this.placeBlock(level, b.lamp, x, 0, 10, chunkBB);
                this.placeBlock(level, b.lamp, x, 0, 12, chunkBB);
                this.placeBlock(level, b.lamp, x, 4, 10, chunkBB);
                this.placeBlock(level, b.lamp, x, 4, 12, chunkBB);
                x = 12;
            }
            x = 8;
            for (i = 0; i < 2; ++i) {
                this.generateBox(level, chunkBB, x, 0, 7, x, 2, 7, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, 0, 14, x, 2, 14, b.light, b.light, false);
                x = 14;
            }
            this.generateBox(level, chunkBB, 8, 3, 8, 8, 3, 13, b.black, b.black, false);
            this.generateBox(level, chunkBB, 14, 3, 8, 14, 3, 13, b.black, b.black, false);
            this.spawnElder(level, chunkBB, 11, 5, 13);
        }
    }
}
