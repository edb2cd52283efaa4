package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * A closed grid room with wet sponges on its ceiling (game: {@code OceanMonumentPieces.OceanMonumentSimpleTopRoom}); draws per ceiling column {@code nextInt(3)}, then {@code nextInt(4)} when not skipped.
 */
final class SimpleTopRoom extends OceanMonumentPiece {
    SimpleTopRoom(Direction orientation, RoomDefinition definition) {
        super(orientation, definition, 1, 1, 1);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentSimpleTopRoom(CompoundTag)}: the shared fields only, no room of the grid (the game never
     * places a loaded room: a loaded monument is made again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    SimpleTopRoom(PieceTag tag) {
        super(tag);
    }

    @Override
    public String typeId() {
        return "minecraft:omsimplet";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 0, 0, this.room.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (this.room.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 4, 1, 6, 4, 6, b.gray);
        }
        for (int x = 1; x <= 6; ++x) {
            for (int z = 1; z <= 6; ++z) {
                if (random.nextInt(3) == 0) continue;
                int y0 = 2 + (random.nextInt(4) == 0 ? 0 : 1);
                int wetSponge = b.wetSponge;
                this.generateBox(level, chunkBB, x, y0, z, x, 3, z, wetSponge, wetSponge, false);
            }
        }
        this.generateBox(level, chunkBB, 0, 1, 0, 0, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 1, 0, 7, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 0, 6, 1, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 1, 7, 6, 1, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 2, 0, 0, 2, 7, b.black, b.black, false);
        this.generateBox(level, chunkBB, 7, 2, 0, 7, 2, 7, b.black, b.black, false);
        this.generateBox(level, chunkBB, 1, 2, 0, 6, 2, 0, b.black, b.black, false);
        this.generateBox(level, chunkBB, 1, 2, 7, 6, 2, 7, b.black, b.black, false);
        this.generateBox(level, chunkBB, 0, 3, 0, 0, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 7, 3, 0, 7, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 0, 6, 3, 0, b.light, b.light, false);
        this.generateBox(level, chunkBB, 1, 3, 7, 6, 3, 7, b.light, b.light, false);
        this.generateBox(level, chunkBB, 0, 1, 3, 0, 2, 4, b.black, b.black, false);
        this.generateBox(level, chunkBB, 7, 1, 3, 7, 2, 4, b.black, b.black, false);
        this.generateBox(level, chunkBB, 3, 1, 0, 4, 2, 0, b.black, b.black, false);
        this.generateBox(level, chunkBB, 3, 1, 7, 4, 2, 7, b.black, b.black, false);
        if (this.room.hasOpening[Direction.SOUTH.ordinal()]) {
            this.generateWaterBox(level, chunkBB, 3, 1, 0, 4, 2, 0);
        }
    }
}
