package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;

/**
 * One grid room in one of three designs drawn at creation ({@code nextInt(3)}; game: {@code OceanMonumentPieces.OceanMonumentSimpleRoom}); designs 1 and 2 draw {@code nextBoolean()} for a centre pillar at placement.
 */
final class SimpleRoom extends OceanMonumentPiece {
    /** Game: {@code mainDesign}, {@code nextInt(3)} when made. */
    private final int mainDesign;

    SimpleRoom(Direction orientation, RoomDefinition definition, RandomSource random) {
        super(orientation, definition, 1, 1, 1);
        this.mainDesign = random.nextInt(3);
    }

    /**
     * Game: {@code OceanMonumentPieces.OceanMonumentSimpleRoom(CompoundTag)}: the shared fields only; {@code mainDesign} is not saved
     * and stays 0, and there is no room of the grid (the game never places a loaded room: a loaded monument is made
     * again, {@link OceanMonumentStructure#regeneratePiecesAfterLoad}).
     */
    SimpleRoom(PieceTag tag) {
        super(tag);
        this.mainDesign = 0;
    }

    @Override
    public String typeId() {
        return "minecraft:omsimple";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBB, int chunkX, int chunkZ, long referencePos) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        boolean centerPillar;
        if (this.room.index / 25 > 0) {
            this.generateDefaultFloor(level, chunkBB, 0, 0, this.room.hasOpening[Direction.DOWN.ordinal()]);
        }
        if (this.room.connections[Direction.UP.ordinal()] == null) {
            this.generateBoxOnFillOnly(level, chunkBB, 1, 4, 1, 6, 4, 6, b.gray);
        }
        centerPillar = this.mainDesign != 0 && random.nextBoolean() && !this.room.hasOpening[Direction.DOWN.ordinal()] && !this.room.hasOpening[Direction.UP.ordinal()] && this.room.countOpenings() > 1;
        if (this.mainDesign == 0) {
            this.generateBox(level, chunkBB, 0, 1, 0, 2, 1, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 3, 0, 2, 3, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 2, 0, 0, 2, 2, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 1, 2, 0, 2, 2, 0, b.gray, b.gray, false);
            this.placeBlock(level, b.lamp, 1, 2, 1, chunkBB);
            this.generateBox(level, chunkBB, 5, 1, 0, 7, 1, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 5, 3, 0, 7, 3, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 2, 0, 7, 2, 2, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 5, 2, 0, 6, 2, 0, b.gray, b.gray, false);
            this.placeBlock(level, b.lamp, 6, 2, 1, chunkBB);
            this.generateBox(level, chunkBB, 0, 1, 5, 2, 1, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 3, 5, 2, 3, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 2, 5, 0, 2, 7, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 1, 2, 7, 2, 2, 7, b.gray, b.gray, false);
            this.placeBlock(level, b.lamp, 1, 2, 6, chunkBB);
            this.generateBox(level, chunkBB, 5, 1, 5, 7, 1, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 5, 3, 5, 7, 3, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 2, 5, 7, 2, 7, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 5, 2, 7, 6, 2, 7, b.gray, b.gray, false);
            this.placeBlock(level, b.lamp, 6, 2, 6, chunkBB);
            if (this.room.hasOpening[Direction.SOUTH.ordinal()]) {
                this.generateBox(level, chunkBB, 3, 3, 0, 4, 3, 0, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 3, 3, 0, 4, 3, 1, b.light, b.light, false);
                this.generateBox(level, chunkBB, 3, 2, 0, 4, 2, 0, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 3, 1, 0, 4, 1, 1, b.light, b.light, false);
            }
            if (this.room.hasOpening[Direction.NORTH.ordinal()]) {
                this.generateBox(level, chunkBB, 3, 3, 7, 4, 3, 7, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 3, 3, 6, 4, 3, 7, b.light, b.light, false);
                this.generateBox(level, chunkBB, 3, 2, 7, 4, 2, 7, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 3, 1, 6, 4, 1, 7, b.light, b.light, false);
            }
            if (this.room.hasOpening[Direction.WEST.ordinal()]) {
                this.generateBox(level, chunkBB, 0, 3, 3, 0, 3, 4, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 0, 3, 3, 1, 3, 4, b.light, b.light, false);
                this.generateBox(level, chunkBB, 0, 2, 3, 0, 2, 4, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 0, 1, 3, 1, 1, 4, b.light, b.light, false);
            }
            if (this.room.hasOpening[Direction.EAST.ordinal()]) {
                this.generateBox(level, chunkBB, 7, 3, 3, 7, 3, 4, b.light, b.light, false);
            } else {
                this.generateBox(level, chunkBB, 6, 3, 3, 7, 3, 4, b.light, b.light, false);
                this.generateBox(level, chunkBB, 7, 2, 3, 7, 2, 4, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 6, 1, 3, 7, 1, 4, b.light, b.light, false);
            }
        } else if (this.mainDesign == 1) {
            this.generateBox(level, chunkBB, 2, 1, 2, 2, 3, 2, b.light, b.light, false);
            this.generateBox(level, chunkBB, 2, 1, 5, 2, 3, 5, b.light, b.light, false);
            this.generateBox(level, chunkBB, 5, 1, 5, 5, 3, 5, b.light, b.light, false);
            this.generateBox(level, chunkBB, 5, 1, 2, 5, 3, 2, b.light, b.light, false);
            this.placeBlock(level, b.lamp, 2, 2, 2, chunkBB);
            this.placeBlock(level, b.lamp, 2, 2, 5, chunkBB);
            this.placeBlock(level, b.lamp, 5, 2, 5, chunkBB);
            this.placeBlock(level, b.lamp, 5, 2, 2, chunkBB);
            this.generateBox(level, chunkBB, 0, 1, 0, 1, 3, 0, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 1, 1, 0, 3, 1, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 1, 7, 1, 3, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 0, 1, 6, 0, 3, 6, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 7, 7, 3, 7, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 1, 6, 7, 3, 6, b.light, b.light, false);
            this.generateBox(level, chunkBB, 6, 1, 0, 7, 3, 0, b.light, b.light, false);
            this.generateBox(level, chunkBB, 7, 1, 1, 7, 3, 1, b.light, b.light, false);
            this.placeBlock(level, b.gray, 1, 2, 0, chunkBB);
            this.placeBlock(level, b.gray, 0, 2, 1, chunkBB);
            this.placeBlock(level, b.gray, 1, 2, 7, chunkBB);
            this.placeBlock(level, b.gray, 0, 2, 6, chunkBB);
            this.placeBlock(level, b.gray, 6, 2, 7, chunkBB);
            this.placeBlock(level, b.gray, 7, 2, 6, chunkBB);
            this.placeBlock(level, b.gray, 6, 2, 0, chunkBB);
            this.placeBlock(level, b.gray, 7, 2, 1, chunkBB);
            if (!this.room.hasOpening[Direction.SOUTH.ordinal()]) {
                this.generateBox(level, chunkBB, 1, 3, 0, 6, 3, 0, b.light, b.light, false);
                this.generateBox(level, chunkBB, 1, 2, 0, 6, 2, 0, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 1, 1, 0, 6, 1, 0, b.light, b.light, false);
            }
            if (!this.room.hasOpening[Direction.NORTH.ordinal()]) {
                this.generateBox(level, chunkBB, 1, 3, 7, 6, 3, 7, b.light, b.light, false);
                this.generateBox(level, chunkBB, 1, 2, 7, 6, 2, 7, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 1, 1, 7, 6, 1, 7, b.light, b.light, false);
            }
            if (!this.room.hasOpening[Direction.WEST.ordinal()]) {
                this.generateBox(level, chunkBB, 0, 3, 1, 0, 3, 6, b.light, b.light, false);
                this.generateBox(level, chunkBB, 0, 2, 1, 0, 2, 6, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 0, 1, 1, 0, 1, 6, b.light, b.light, false);
            }
            if (!this.room.hasOpening[Direction.EAST.ordinal()]) {
                this.generateBox(level, chunkBB, 7, 3, 1, 7, 3, 6, b.light, b.light, false);
                this.generateBox(level, chunkBB, 7, 2, 1, 7, 2, 6, b.gray, b.gray, false);
                this.generateBox(level, chunkBB, 7, 1, 1, 7, 1, 6, b.light, b.light, false);
            }
        } else if (this.mainDesign == 2) {
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
            if (this.room.hasOpening[Direction.NORTH.ordinal()]) {
                this.generateWaterBox(level, chunkBB, 3, 1, 7, 4, 2, 7);
            }
            if (this.room.hasOpening[Direction.WEST.ordinal()]) {
                this.generateWaterBox(level, chunkBB, 0, 1, 3, 0, 2, 4);
            }
            if (this.room.hasOpening[Direction.EAST.ordinal()]) {
                this.generateWaterBox(level, chunkBB, 7, 1, 3, 7, 2, 4);
            }
        }
        if (centerPillar) {
            this.generateBox(level, chunkBB, 3, 1, 3, 4, 1, 4, b.light, b.light, false);
            this.generateBox(level, chunkBB, 3, 2, 3, 4, 2, 4, b.gray, b.gray, false);
            this.generateBox(level, chunkBB, 3, 3, 3, 4, 3, 4, b.light, b.light, false);
        }
    }
}
