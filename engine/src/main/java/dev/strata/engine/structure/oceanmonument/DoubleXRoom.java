package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A room two grid rooms wide (game: {@code OceanMonumentPieces.OceanMonumentDoubleXRoom}).
 */
final class DoubleXRoom extends OceanMonumentPiece {
    DoubleXRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 2, 1, 1);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentDoubleXRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    DoubleXRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omdxr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        RoomDefinition east = this.room.connections[Direction.EAST.ordinal()];
        RoomDefinition west = this.room;
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 8, 0, east.hasOpening[Direction.DOWN.ordinal()]);
            this.generateDefaultFloor(level, chunkBB, 0, 0, west.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (west.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 4, 1, 7, 4, 6, b.gray);
        }
        if (east.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 8, 4, 1, 14, 4, 6, b.gray);
        }
        this.generateBox(level, chunkBB, 0, 3, 0, 0, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 15, 3, 0, 15, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 0, 15, 3, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 7, 14, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 2, 0, 0, 2, 7, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 15, 2, 0, 15, 2, 7, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 1, 2, 0, 15, 2, 0, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 1, 2, 7, 14, 2, 7, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 0, 1, 0, 0, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 15, 1, 0, 15, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 0, 15, 1, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 7, 14, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 0, 10, 1, 4, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 2, 0, 9, 2, 3, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 5, 3, 0, 10, 3, 4, b.light, b.light, false);
        this.placeBlock(level, b.lamp, 6, 2, 3, chunkBB);
        this.placeBlock(level, b.lamp, 9, 2, 3, chunkBB);
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
    }
}
