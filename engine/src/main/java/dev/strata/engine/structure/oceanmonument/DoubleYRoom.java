package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A room two grid rooms high (game: {@code OceanMonumentPieces.OceanMonumentDoubleYRoom}).
 */
final class DoubleYRoom extends OceanMonumentPiece {
    DoubleYRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 1, 2, 1);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentDoubleYRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    DoubleYRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omdyr";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 0, 0, this.room.hasOpening[Direction.DOWN.ordinal()]);
        }
        RoomDefinition above = this.room.connections[Direction.UP.ordinal()];
        if (above.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 8, 1, 6, 8, 6, b.gray);
        }
        this.generateBox(level, chunkBB, 0, 4, 0, 0, 4, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 4, 0, 7, 4, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 4, 0, 6, 4, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 4, 7, 6, 4, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 4, 1, 2, 4, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 4, 2, 1, 4, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 4, 1, 5, 4, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 4, 2, 6, 4, 2, b.light, b.light, false);
        this.generateBox(level, chunkBB, 2, 4, 5, 2, 4, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 4, 5, 1, 4, 5, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 4, 5, 5, 4, 6, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 4, 5, 6, 4, 5, b.light, b.light, false);
        RoomDefinition definition = this.room;
        for (int y = 1; y <= 5; y += 4) {
            int z = 0;
            if (definition.hasOpening[Direction.SOUTH.ordinal()]) {
                this.generateBox(level, chunkBB, 2, y, z, 2, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 5, y, z, 5, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 3, y + 2, z, 4, y + 2, z, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 0, y, z, 7, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 0, y + 1, z, 7, y + 1, z, b.gray, b.gray, false);
            }
            z = 7;
            if (definition.hasOpening[Direction.NORTH.ordinal()]) {
                this.generateBox(level, chunkBB, 2, y, z, 2, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 5, y, z, 5, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 3, y + 2, z, 4, y + 2, z, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 0, y, z, 7, y + 2, z, b.light, b.light, false);
                this.generateBox(level, chunkBB, 0, y + 1, z, 7, y + 1, z, b.gray, b.gray, false);
            }
            int x = 0;
            if (definition.hasOpening[Direction.WEST.ordinal()]) {
                this.generateBox(level, chunkBB, x, y, 2, x, y + 2, 2, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y, 5, x, y + 2, 5, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y + 2, 3, x, y + 2, 4, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, x, y, 0, x, y + 2, 7, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y + 1, 0, x, y + 1, 7, b.gray, b.gray, false);
            }
            x = 7;
            if (definition.hasOpening[Direction.EAST.ordinal()]) {
                this.generateBox(level, chunkBB, x, y, 2, x, y + 2, 2, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y, 5, x, y + 2, 5, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y + 2, 3, x, y + 2, 4, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, x, y, 0, x, y + 2, 7, b.light, b.light, false);
                this.generateBox(level, chunkBB, x, y + 1, 0, x, y + 1, 7, b.gray, b.gray, false);
            }
            definition = above;
        }
    }
}
