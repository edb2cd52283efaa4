package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * The grid room the monument is entered through (game: {@code OceanMonumentPieces.OceanMonumentEntryRoom}), the source room at grid (2, 0, 0).
 */
final class EntryRoom extends OceanMonumentPiece {
    EntryRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 1, 1, 1);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentEntryRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    EntryRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omentry";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        this.generateBox(level, chunkBB, 0, 3, 0, 2, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 3, 0, 7, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 2, 0, 1, 2, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 6, 2, 0, 7, 2, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 1, 0, 0, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 1, 0, 7, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 1, 7, 7, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 0, 2, 3, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 5, 1, 0, 6, 3, 0, b.light, b.light, false);
        if (this.room.hasOpening[Direction.NORTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 7, 4, 2, 7);
        }
        if (this.room.hasOpening[Direction.WEST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 0, 1, 3, 1, 2, 4);
        }
        if (this.room.hasOpening[Direction.EAST.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 6, 1, 3, 7, 2, 4);
        }
    }
}
