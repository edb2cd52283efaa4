package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * A straight shaft of 2..4 five-block sections, 3 x 3 in cross-section (game: {@code MineshaftPieces.MineShaftCorridor},
 * type {@code minecraft:mscorridor}): a third have rails ({@code hr}), one in 23 of the others is a cave spider
 * corridor ({@code sc}, cobwebs and one spawner, {@code hps} once placed); {@code Num} is the number of sections.
 * Its children: one at the far end (ahead, or turning left or right) and, unless at depth 8, side shafts every five
 * blocks. The blocks it places are written out in {@link MineShaftCorridorBlocks}.
 */
final class MineShaftCorridor extends MineshaftPiece {
    final boolean hasRails;
    final boolean spiderCorridor;
    boolean hasPlacedSpider;
    final int numSections;

    /** Game constructor: draws {@code nextInt(3) == 0} for rails, then (without rails) {@code nextInt(23) == 0} for spiders. */
    MineShaftCorridor(int genDepth, RandomSource random, BoundingBox box, Direction direction, MineshaftType type) {
        super(genDepth, type, box);
        setOrientation(direction);
        hasRails = random.nextInt(3) == 0;
        spiderCorridor = !hasRails && random.nextInt(23) == 0;
        numSections = direction.axis() == 2 ? box.getZSpan() / 5 : box.getXSpan() / 5;
    }

    @Override
    public String typeId() {
        return "minecraft:mscorridor";
    }

    /**
     * The longest corridor (4, 3 or 2 sections after a first draw of {@code nextInt(3) + 2}, shortening by one)
     * from the foot position that meets no earlier piece, or null (game: {@code findCorridorSize}).
     */
    static BoundingBox findCorridorSize(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction) {
        for (int sections = random.nextInt(3) + 2; sections > 0; sections--) {
            int length = sections * 5;
            BoundingBox box = switch (direction) {
                case SOUTH -> new BoundingBox(0, 0, 0, 2, 2, length - 1);
                case WEST -> new BoundingBox(-(length - 1), 0, 0, 0, 2, 2);
                case EAST -> new BoundingBox(0, 0, 0, length - 1, 2, 2);
                default -> new BoundingBox(0, 0, -(length - 1), 2, 2, 0);
            };
            box.move(footX, footY, footZ);
            if (accessor.findCollisionPiece(box) == null) return box;
        }
        return null;
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        int depth = getGenDepth();
        int endSelection = random.nextInt(4);
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o != null) {
            switch (o) {
                case SOUTH -> {
                    if (endSelection <= 1) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY() - 1 + random.nextInt(3), b.maxZ() + 1, o, depth);
                    } else if (endSelection == 2) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY() - 1 + random.nextInt(3), b.maxZ() - 3, Direction.WEST, depth);
                    } else {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY() - 1 + random.nextInt(3), b.maxZ() - 3, Direction.EAST, depth);
                    }
                }
                case WEST -> {
                    if (endSelection <= 1) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY() - 1 + random.nextInt(3), b.minZ(), o, depth);
                    } else if (endSelection == 2) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY() - 1 + random.nextInt(3), b.minZ() - 1, Direction.NORTH, depth);
                    } else {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY() - 1 + random.nextInt(3), b.maxZ() + 1, Direction.SOUTH, depth);
                    }
                }
                case EAST -> {
                    if (endSelection <= 1) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY() - 1 + random.nextInt(3), b.minZ(), o, depth);
                    } else if (endSelection == 2) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() - 3, b.minY() - 1 + random.nextInt(3), b.minZ() - 1, Direction.NORTH, depth);
                    } else {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() - 3, b.minY() - 1 + random.nextInt(3), b.maxZ() + 1, Direction.SOUTH, depth);
                    }
                }
                default -> {
                    if (endSelection <= 1) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX(), b.minY() - 1 + random.nextInt(3), b.minZ() - 1, o, depth);
                    } else if (endSelection == 2) {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY() - 1 + random.nextInt(3), b.minZ(), Direction.WEST, depth);
                    } else {
                        MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY() - 1 + random.nextInt(3), b.minZ(), Direction.EAST, depth);
                    }
                }
            }
        }
        if (depth >= MineshaftPieces.MAX_DEPTH) return;
        if (o == Direction.NORTH || o == Direction.SOUTH) {
            for (int z = b.minZ() + 3; z + 3 <= b.maxZ(); z += 5) {
                int selection = random.nextInt(5);
                if (selection == 0) {
                    MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.minX() - 1, b.minY(), z, Direction.WEST, depth + 1);
                } else if (selection == 1) {
                    MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, b.maxX() + 1, b.minY(), z, Direction.EAST, depth + 1);
                }
            }
        } else {
            for (int x = b.minX() + 3; x + 3 <= b.maxX(); x += 5) {
                int selection = random.nextInt(5);
                if (selection == 0) {
                    MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, x, b.minY(), b.minZ() - 1, Direction.NORTH, depth + 1);
                } else if (selection == 1) {
                    MineshaftPieces.generateAndAddPiece(startPiece, accessor, random, x, b.minY(), b.maxZ() + 1, Direction.SOUTH, depth + 1);
                }
            }
        }
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        throw new UnsupportedOperationException("not yet");
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("hr", hasRails);
        tag.putBoolean("sc", spiderCorridor);
        tag.putBoolean("hps", hasPlacedSpider);
        tag.putInt("Num", numSections);
    }
}
