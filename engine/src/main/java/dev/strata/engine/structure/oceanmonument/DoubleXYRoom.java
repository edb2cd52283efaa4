package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A room two grid rooms wide and two high (game: {@code OceanMonumentPieces.OceanMonumentDoubleXYRoom}).
 */
final class DoubleXYRoom extends OceanMonumentPiece {
    DoubleXYRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 2, 2, 1);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentDoubleXYRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    DoubleXYRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omdxyr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        RoomDefinition east = this.room.connections[Direction.EAST.ordinal()];
        RoomDefinition west = this.room;
        RoomDefinition westUp = west.connections[Direction.UP.ordinal()];
        RoomDefinition eastUp = east.connections[Direction.UP.ordinal()];
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 8, 0, east.hasOpening[Direction.DOWN.ordinal()]);
            this.generateDefaultFloor(level, chunkBB, 0, 0, west.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (westUp.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 8, 1, 7, 8, 6, b.gray);
        }
        if (eastUp.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 8, 8, 1, 14, 8, 6, b.gray);
        }
        for (int y = 1; y <= 7; ++y) {
            int block = b.light;
            if (y == 2 || y == 6) {
                block = b.gray;
            }
            this.generateBox(level, chunkBB, 0, y, 0, 0, y, 7, block, block, false);
            this.generateBox(level, chunkBB, 15, y, 0, 15, y, 7, block, block, false);
            this.generateBox(level, chunkBB, 1, y, 0, 15, y, 0, block, block, false);
            this.generateBox(level, chunkBB, 1, y, 7, 14, y, 7, block, block, false);
        }
        this.generateBox(level, chunkBB, 2, 1, 3, 2, 7, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 1, 2, 4, 7, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 1, 5, 4, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 13, 1, 3, 13, 7, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 11, 1, 2, 12, 7, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 11, 1, 5, 12, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 3, 5, 3, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 1, 3, 10, 3, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 7, 2, 10, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 5, 2, 5, 7, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 5, 2, 10, 7, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 5, 5, 5, 7, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 10, 5, 5, 10, 7, 5, b.light, b.light, false);
        this.placeBlock(level, b.light, 6, 6, 2, chunkBB);
        this.placeBlock(level, b.light, 9, 6, 2, chunkBB);
        this.placeBlock(level, b.light, 6, 6, 5, chunkBB);
        this.placeBlock(level, b.light, 9, 6, 5, chunkBB);
        this.generateBox(level, chunkBB, 5, 4, 3, 6, 4, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 9, 4, 3, 10, 4, 4, b.light, b.light, false);
        this.placeBlock(level, b.lamp, 5, 4, 2, chunkBB);
        this.placeBlock(level, b.lamp, 5, 4, 5, chunkBB);
        this.placeBlock(level, b.lamp, 10, 4, 2, chunkBB);
        this.placeBlock(level, b.lamp, 10, 4, 5, chunkBB);
        if (west.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 0, 4, 2, 0);
        }
        if (west.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 7, 4, 2, 7);
        }
        if (west.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 1, 3, 0, 2, 4);
        }
        if (east.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 11, 1, 0, 12, 2, 0);
        }
        if (east.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 11, 1, 7, 12, 2, 7);
        }
        if (east.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 15, 1, 3, 15, 2, 4);
        }
        if (westUp.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 5, 0, 4, 6, 0);
        }
        if (westUp.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 5, 7, 4, 6, 7);
        }
        if (westUp.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 5, 3, 0, 6, 4);
        }
        if (eastUp.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 11, 5, 0, 12, 6, 0);
        }
        if (eastUp.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 11, 5, 7, 12, 6, 7);
        }
        if (eastUp.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 15, 5, 3, 15, 6, 4);
        }
    }
}
