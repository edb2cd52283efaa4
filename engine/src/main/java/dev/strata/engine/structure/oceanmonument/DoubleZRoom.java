package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A room two grid rooms deep (game: {@code OceanMonumentPieces.OceanMonumentDoubleZRoom}).
 */
final class DoubleZRoom extends OceanMonumentPiece {
    DoubleZRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 1, 1, 2);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentDoubleZRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    DoubleZRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omdzr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        RoomDefinition north = this.room.connections[Direction.NORTH.ordinal()];
        RoomDefinition south = this.room;
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 0, 8, north.hasOpening[Direction.DOWN.ordinal()]);
            this.generateDefaultFloor(level, chunkBB, 0, 0, south.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (south.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 4, 1, 6, 4, 7, b.gray);
        }
        if (north.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 4, 8, 6, 4, 14, b.gray);
        }
        this.generateBox(level, chunkBB, 0, 3, 0, 0, 3, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 3, 0, 7, 3, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 0, 7, 3, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 15, 6, 3, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 2, 0, 0, 2, 15, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 7, 2, 0, 7, 2, 15, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 1, 2, 0, 7, 2, 0, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 1, 2, 15, 6, 2, 15, b.gray, b.gray, false);
        this.generateBox(level, chunkBB, 0, 1, 0, 0, 1, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 1, 0, 7, 1, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 0, 7, 1, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 15, 6, 1, 15, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 1, 1, 1, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 1, 1, 6, 1, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 1, 1, 3, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 3, 1, 6, 3, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 13, 1, 1, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 1, 13, 6, 1, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 13, 1, 3, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 3, 13, 6, 3, 14, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 1, 6, 2, 3, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 6, 5, 3, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 1, 9, 2, 3, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 9, 5, 3, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 2, 6, 4, 2, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 3, 2, 9, 4, 2, 9, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 2, 7, 2, 2, 8, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 2, 7, 5, 2, 8, b.light, b.light, false);
        this.placeBlock(level, b.lamp, 2, 2, 5, chunkBB);
        this.placeBlock(level, b.lamp, 5, 2, 5, chunkBB);
        this.placeBlock(level, b.lamp, 2, 2, 10, chunkBB);
        this.placeBlock(level, b.lamp, 5, 2, 10, chunkBB);
        this.placeBlock(level, b.light, 2, 3, 5, chunkBB);
        this.placeBlock(level, b.light, 5, 3, 5, chunkBB);
        this.placeBlock(level, b.light, 2, 3, 10, chunkBB);
        this.placeBlock(level, b.light, 5, 3, 10, chunkBB);
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
    }
}
