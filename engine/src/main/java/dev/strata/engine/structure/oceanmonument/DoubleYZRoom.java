package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A room two grid rooms high and two deep (game: {@code OceanMonumentPieces.OceanMonumentDoubleYZRoom}).
 */
final class DoubleYZRoom extends OceanMonumentPiece {
    DoubleYZRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 1, 2, 2);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentDoubleYZRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    DoubleYZRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omdyzr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        int block;
        int y;
        RoomDefinition north = this.room.connections[Direction.NORTH.ordinal()];
        RoomDefinition south = this.room;
        RoomDefinition northUp = north.connections[Direction.UP.ordinal()];
        RoomDefinition southUp = south.connections[Direction.UP.ordinal()];
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 0, 8, north.hasOpening[Direction.DOWN.ordinal()]);
            this.generateDefaultFloor(level, chunkBB, 0, 0, south.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (southUp.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 8, 1, 6, 8, 7, b.gray);
        }
        if (northUp.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 8, 8, 6, 8, 14, b.gray);
        }
        for (y = 1; y <= 7; ++y) {
            block = b.light;
            if (y == 2 || y == 6) {
                block = b.gray;
            }
            this.generateBox(level, chunkBB, 0, y, 0, 0, y, 15, block, block, false);
            this.generateBox(level, chunkBB, 7, y, 0, 7, y, 15, block, block, false);
            this.generateBox(level, chunkBB, 1, y, 0, 6, y, 0, block, block, false);
            this.generateBox(level, chunkBB, 1, y, 15, 6, y, 15, block, block, false);
        }
        for (y = 1; y <= 7; ++y) {
            block = b.black;
            if (y == 2 || y == 6) {
                block = b.lamp;
            }
            this.generateBox(level, chunkBB, 3, y, 7, 4, y, 8, block, block, false);
        }
        if (south.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 0, 4, 2, 0);
        }
        if (south.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 7, 1, 3, 7, 2, 4);
        }
        if (south.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 1, 3, 0, 2, 4);
        }
        if (north.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 15, 4, 2, 15);
        }
        if (north.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 1, 11, 0, 2, 12);
        }
        if (north.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 7, 1, 11, 7, 2, 12);
        }
        if (southUp.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 5, 0, 4, 6, 0);
        }
        if (southUp.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 7, 5, 3, 7, 6, 4);
            this.generateBox(level, chunkBB, 5, 4, 2, 6, 4, 5, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 2, 6, 3, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 5, 6, 3, 5, b.light, b.light, false);
        }
        if (southUp.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 5, 3, 0, 6, 4);
            this.generateBox(level, chunkBB, 1, 4, 2, 2, 4, 5, b.light, b.light, false);
            this.generateBox(level, chunkBB, 1, 1, 2, 1, 3, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 1, 1, 5, 1, 3, 5, b.light, b.light, false);
        }
        if (northUp.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 5, 15, 4, 6, 15);
        }
        if (northUp.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 5, 11, 0, 6, 12);
            this.generateBox(level, chunkBB, 1, 4, 10, 2, 4, 13, b.light, b.light, false);
            this.generateBox(level, chunkBB, 1, 1, 10, 1, 3, 10, b.light, b.light, false);
            this.generateBox(level, chunkBB, 1, 1, 13, 1, 3, 13, b.light, b.light, false);
        }
        if (northUp.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 7, 5, 11, 7, 6, 12);
            this.generateBox(level, chunkBB, 5, 4, 10, 6, 4, 13, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 10, 6, 3, 10, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 13, 6, 3, 13, b.light, b.light, false);
        }
    }
}
