package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * The room on the monument's roof (game: {@code OceanMonumentPieces.OceanMonumentPenthouse}).
 */
final class Penthouse extends OceanMonumentPiece {
    Penthouse(Direction orientation, BoundingBox box) {
        super(orientation, box);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentPenthouse(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    Penthouse(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:ompenthouse";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        this.generateBox(level, chunkBB, 2, -1, 2, 11, -1, 11, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, -1, 0, 1, -1, 11, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 12, -1, 0, 13, -1, 11, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 2, -1, 0, 11, -1, 1, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 2, -1, 12, 11, -1, 13, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 0, 0, 0, 0, 0, 13, b.light, b.light, false);
        this.generateBox(level, chunkBB, 13, 0, 0, 13, 0, 13, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 0, 0, 12, 0, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 0, 13, 12, 0, 13, b.light, b.light, false);
        for (int i = 2; i <= 11; i += 3) {
            this.placeBlock(level, b.lamp, 0, 0, i, chunkBB);
            this.placeBlock(level, b.lamp, 13, 0, i, chunkBB);
            this.placeBlock(level, b.lamp, i, 0, 0, chunkBB);
        }
        this.generateBox(level, chunkBB, 2, 0, 3, 4, 0, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 0, 3, 11, 0, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 4, 0, 9, 9, 0, 11, b.light, b.light, false);
        this.placeBlock(level, b.light, 5, 0, 8, chunkBB);
        this.placeBlock(level, b.light, 8, 0, 8, chunkBB);
        this.placeBlock(level, b.light, 10, 0, 10, chunkBB);
        this.placeBlock(level, b.light, 3, 0, 10, chunkBB);
        this.generateBox(level, chunkBB, 3, 0, 3, 3, 0, 7, b.black, b.black, false);
        this.generateBox(level, chunkBB, 10, 0, 3, 10, 0, 7, b.black, b.black, false);
        this.generateBox(level, chunkBB, 6, 0, 10, 7, 0, 10, b.black, b.black, false);
        int x = 3;
        for (int i = 0; i < 2; ++i) {
            for (int z = 2; z <= 8; z += 3) {
                this.generateBox(level, chunkBB, x, 0, z, x, 2, z, b.light, b.light, false);
            }
            x = 10;
        }
        this.generateBox(level, chunkBB, 5, 0, 10, 5, 2, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 8, 0, 10, 8, 2, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, -1, 7, 7, -1, 8, b.black, b.black, false);
        this.generateWaterBox(level, chunkBB, 6, -1, 3, 7, -1, 4);
        this.spawnElder(level, chunkBB, 6, 1, 6);
    }
}
