package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A crossing of shafts, 5 x 5, one floor (3 high) or, one time in four, two floors (7 high) (game:
 * {@code MineshaftPieces.MineShaftCrossing}, type {@code minecraft:mscrossing}). It has no orientation (the dump's
 * -1) but keeps the direction it was entered from ({@code D}, the 2D data value as a byte, as the game's
 * {@code Direction.LEGACY_ID_CODEC_2D} stores it) for the sides its children
 * leave from; {@code tf} says two floors.
 */
final class MineShaftCrossing extends MineshaftPiece {
    private final Direction direction;
    private final boolean isTwoFloored;

    MineShaftCrossing(int genDepth, BoundingBox box, Direction direction, MineshaftType type) {
        super(genDepth, type, box);
        this.direction = direction;
        this.isTwoFloored = box.getYSpan() > 3;
    }

    /**
     * Game: {@code MineShaftCrossing(CompoundTag)}: {@code tf} (byte) and {@code D}, the direction's 2D data value as a
     * byte ({@code Direction.LEGACY_ID_CODEC_2D}; the game falls back to south when it is missing).
     */
    MineShaftCrossing(PieceTag tag) {
        super(tag);
        isTwoFloored = tag.getBoolean("tf");
        direction = tag.getDirection2D("D");
    }

    @Override
    public String typeId() {
        return "minecraft:mscrossing";
    }

    /** The crossing's box from a foot position, or null when it meets an earlier piece (game: {@code findCrossing}). */
    static BoundingBox findCrossing(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction) {
        int y1 = random.nextInt(4) == 0 ? 6 : 2;
        BoundingBox box = switch (direction) {
            case SOUTH -> new BoundingBox(-1, 0, 0, 3, y1, 4);
            case WEST -> new BoundingBox(-4, 0, -1, 0, y1, 3);
            case EAST -> new BoundingBox(0, 0, -1, 4, y1, 3);
            default -> new BoundingBox(-1, 0, -4, 3, y1, 0);
        };
        box.move(footX, footY, footZ);
        return accessor.findCollisionPiece(box) != null ? null : box;
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        int depth = getGenDepth();
        BoundingBox b = boundingBox;
        switch (direction) {
            case SOUTH -> {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.maxZ() + 1, Direction.SOUTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY(), b.minZ() + 1, Direction.WEST, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY(), b.minZ() + 1, Direction.EAST, depth);
            }
            case WEST -> {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.minZ() - 1, Direction.NORTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.maxZ() + 1, Direction.SOUTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY(), b.minZ() + 1, Direction.WEST, depth);
            }
            case EAST -> {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.minZ() - 1, Direction.NORTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.maxZ() + 1, Direction.SOUTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY(), b.minZ() + 1, Direction.EAST, depth);
            }
            default -> {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY(), b.minZ() - 1, Direction.NORTH, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY(), b.minZ() + 1, Direction.WEST, depth);
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY(), b.minZ() + 1, Direction.EAST, depth);
            }
        }
        if (isTwoFloored) {
            if (random.nextBoolean()) {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY() + 3 + 1, b.minZ() - 1, Direction.NORTH, depth);
            }
            if (random.nextBoolean()) {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY() + 3 + 1, b.minZ() + 1, Direction.WEST, depth);
            }
            if (random.nextBoolean()) {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY() + 3 + 1, b.minZ() + 1, Direction.EAST, depth);
            }
            if (random.nextBoolean()) {
                MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() + 1, b.minY() + 3 + 1, b.maxZ() + 1, Direction.SOUTH, depth);
            }
        }
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (isInInvalidLocation(level, chunkBox)) return;
        MineshaftBlocks blocks = blocks(level);
        int air = blocks.caveAir;
        BoundingBox b = boundingBox;
        if (isTwoFloored) {
            generateBox(level, chunkBox, b.minX() + 1, b.minY(), b.minZ(), b.maxX() - 1, b.minY() + 3 - 1, b.maxZ(), air, air, false);
            generateBox(level, chunkBox, b.minX(), b.minY(), b.minZ() + 1, b.maxX(), b.minY() + 3 - 1, b.maxZ() - 1, air, air, false);
            generateBox(level, chunkBox, b.minX() + 1, b.maxY() - 2, b.minZ(), b.maxX() - 1, b.maxY(), b.maxZ(), air, air, false);
            generateBox(level, chunkBox, b.minX(), b.maxY() - 2, b.minZ() + 1, b.maxX(), b.maxY(), b.maxZ() - 1, air, air, false);
            generateBox(level, chunkBox, b.minX() + 1, b.minY() + 3, b.minZ() + 1, b.maxX() - 1, b.minY() + 3, b.maxZ() - 1, air, air, false);
        } else {
            generateBox(level, chunkBox, b.minX() + 1, b.minY(), b.minZ(), b.maxX() - 1, b.maxY(), b.maxZ(), air, air, false);
            generateBox(level, chunkBox, b.minX(), b.minY(), b.minZ() + 1, b.maxX(), b.maxY(), b.maxZ() - 1, air, air, false);
        }
        placeSupportPillar(level, chunkBox, b.minX() + 1, b.minY(), b.minZ() + 1, b.maxY());
        placeSupportPillar(level, chunkBox, b.minX() + 1, b.minY(), b.maxZ() - 1, b.maxY());
        placeSupportPillar(level, chunkBox, b.maxX() - 1, b.minY(), b.minZ() + 1, b.maxY());
        placeSupportPillar(level, chunkBox, b.maxX() - 1, b.minY(), b.maxZ() - 1, b.maxY());
        int y = b.minY() - 1;
        for (int x = b.minX(); x <= b.maxX(); x++) {
            for (int z = b.minZ(); z <= b.maxZ(); z++) {
                setPlanksBlock(level, chunkBox, blocks.planks, x, y, z);
            }
        }
    }

    private void placeSupportPillar(WorldGenLevel level, BoundingBox chunkBox, int x, int y0, int z, int y1) {
        if (!level.states().isAir(getBlock(level, x, y1 + 1, z, chunkBox))) {
            int planks = blocks(level).planks;
            generateBox(level, chunkBox, x, y0, z, x, y1, z, planks, blocks(level).caveAir, false);
        }
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("tf", isTwoFloored);
        tag.putByte("D", (byte) get2DDataValue(direction));
    }
}
