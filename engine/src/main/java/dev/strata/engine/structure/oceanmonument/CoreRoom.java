package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * The treasure room (game: {@code OceanMonumentPieces.OceanMonumentCoreRoom}), 2 x 2 x 2 grid rooms: dark prismarine walls around eight gold blocks, sea lanterns at its corners.
 */
final class CoreRoom extends OceanMonumentPiece {
    CoreRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 2, 2, 2);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentCoreRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    CoreRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omcr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        this.generateBoxOnFillOnly(level, chunkBB, 1, 8, 0, 14, 8, 14, b.gray);
        int y = 7;
        int block = b.light;
        this.generateBox(level, chunkBB, 0, 7, 0, 0, 7, 15, block, block, false);
        this.generateBox(level, chunkBB, 15, 7, 0, 15, 7, 15, block, block, false);
        this.generateBox(level, chunkBB, 1, 7, 0, 15, 7, 0, block, block, false);
        this.generateBox(level, chunkBB, 1, 7, 15, 14, 7, 15, block, block, false);
        for (y = 1; y <= 6; ++y) {
            block = b.light;
            if (y == 2 || y == 6) {
                block = b.gray;
            }
            for (int x = 0; x <= 15; x += 15) {
                this.generateBox(level, chunkBB, x, y, 0, x, y, 1, block, block, false);
                this.generateBox(level, chunkBB, x, y, 6, x, y, 9, block, block, false);
                this.generateBox(level, chunkBB, x, y, 14, x, y, 15, block, block, false);
            }
            this.generateBox(level, chunkBB, 1, y, 0, 1, y, 0, block, block, false);
            this.generateBox(level, chunkBB, 6, y, 0, 9, y, 0, block, block, false);
            this.generateBox(level, chunkBB, 14, y, 0, 14, y, 0, block, block, false);
            this.generateBox(level, chunkBB, 1, y, 15, 14, y, 15, block, block, false);
        }
        this.generateBox(level, chunkBB, 6, 3, 6, 9, 6, 9, b.black, b.black, false);
        this.generateBox(level, chunkBB, 7, 4, 7, 8, 5, 8, b.gold, b.gold, false);
        for (y = 3; y <= 6; y += 3) {
            for (int x = 6; x <= 9; x += 3) {
                this.placeBlock(level, b.lamp, x, y, 6, chunkBB);
                this.placeBlock(level, b.lamp, x, y, 9, chunkBB);
            }
        }
        this.generateBox(level, chunkBB, 5, 1, 6, 5, 2, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 9, 5, 2, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 1, 6, 10, 2, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 1, 9, 10, 2, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 1, 5, 6, 2, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 1, 5, 9, 2, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 1, 10, 6, 2, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 1, 10, 9, 2, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 2, 5, 5, 6, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 2, 10, 5, 6, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 2, 5, 10, 6, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 2, 10, 10, 6, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 7, 1, 5, 7, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 7, 1, 10, 7, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 7, 9, 5, 7, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 7, 9, 10, 7, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 7, 5, 6, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 7, 10, 6, 7, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 7, 5, 14, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 7, 10, 14, 7, 10, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 1, 2, 2, 1, 3, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 1, 2, 3, 1, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 13, 1, 2, 13, 1, 3, b.light, b.light, false);
        this.generateBox(level, chunkBB, 12, 1, 2, 12, 1, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 1, 12, 2, 1, 13, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 1, 13, 3, 1, 13, b.light, b.light, false);
        this.generateBox(level, chunkBB, 13, 1, 12, 13, 1, 13, b.light, b.light, false);
        this.generateBox(level, chunkBB, 12, 1, 13, 12, 1, 13, b.light, b.light, false);
    }
}
