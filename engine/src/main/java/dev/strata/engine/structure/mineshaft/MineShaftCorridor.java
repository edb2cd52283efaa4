package dev.strata.engine.structure.mineshaft;

import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;

/**
 * A straight shaft of 2..4 five-block sections, 3 x 3 in cross-section (game: {@code MineshaftPieces.MineShaftCorridor},
 * type {@code minecraft:mscorridor}): a third have rails ({@code hr}), one in 23 of the others is a cave spider
 * corridor ({@code sc}, cobwebs and one spawner, {@code hps} once placed); {@code Num} is the number of sections.
 * Its children: one at the far end (ahead, or turning left or right) and, unless at depth 8, side shafts every five
 * blocks.
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

    /** Game: {@code MineShaftCorridor(CompoundTag)}: {@code hr}, {@code sc}, {@code hps} (bytes), {@code Num} (int). */
    MineShaftCorridor(PieceTag tag) {
        super(tag);
        hasRails = tag.getBoolean("hr");
        spiderCorridor = tag.getBoolean("sc");
        hasPlacedSpider = tag.getBoolean("hps");
        numSections = tag.getInt("Num");
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

    /** Game: {@code MAX_PILLAR_HEIGHT} and {@code MAX_CHAIN_HEIGHT}: how far a post looks down for ground and up for a ceiling. */
    private static final int MAX_PILLAR_HEIGHT = 20, MAX_CHAIN_HEIGHT = 50;
    /** Game: {@code BuiltInLootTables.ABANDONED_MINESHAFT}. */
    static final String LOOT_TABLE = "minecraft:chests/abandoned_mineshaft";

    /**
     * Game: {@code MineShaftCorridor.postProcess}. Draws, in order: a float per block of the ceiling row
     * ({@code generateMaybeBox} 0.8), of the cobweb box of a spider corridor (0.6); per section: the support's
     * {@code nextInt(4)} and, with a full beam, two torch floats, a float per cobweb spot that is interior, two
     * {@code nextInt(100)} for chest minecarts (each placed one draws a rail {@code nextBoolean} and a loot seed
     * {@code nextLong}), for a spider corridor without its spawner yet {@code nextInt(3)}; then a float per rail.
     */
    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (isInInvalidLocation(level, chunkBox)) return;
        MineshaftBlocks blocks = blocks(level);
        int air = blocks.caveAir;
        int length = numSections * 5 - 1;
        generateBox(level, chunkBox, 0, 0, 0, 2, 1, length, air, air, false);
        generateMaybeBox(level, chunkBox, random, 0.8f, 0, 2, 0, 2, 2, length, air, air, false, false);
        if (spiderCorridor) generateMaybeBox(level, chunkBox, random, 0.6f, 0, 0, 0, 2, 1, length, blocks.cobweb, air, false, true);
        for (int section = 0; section < numSections; section++) {
            int z = 2 + section * 5;
            placeSupport(level, chunkBox, 0, 0, z, 2, 2, random);
            maybePlaceCobWeb(level, chunkBox, random, 0.1f, 0, 2, z - 1);
            maybePlaceCobWeb(level, chunkBox, random, 0.1f, 2, 2, z - 1);
            maybePlaceCobWeb(level, chunkBox, random, 0.1f, 0, 2, z + 1);
            maybePlaceCobWeb(level, chunkBox, random, 0.1f, 2, 2, z + 1);
            maybePlaceCobWeb(level, chunkBox, random, 0.05f, 0, 2, z - 2);
            maybePlaceCobWeb(level, chunkBox, random, 0.05f, 2, 2, z - 2);
            maybePlaceCobWeb(level, chunkBox, random, 0.05f, 0, 2, z + 2);
            maybePlaceCobWeb(level, chunkBox, random, 0.05f, 2, 2, z + 2);
            if (random.nextInt(100) == 0) createChest(level, chunkBox, random, 2, 0, z - 1);
            if (random.nextInt(100) == 0) createChest(level, chunkBox, random, 0, 0, z + 1);
            if (!spiderCorridor || hasPlacedSpider) continue;
            int newZ = z - 1 + random.nextInt(3);
            int wx = getWorldX(1, newZ), wy = getWorldY(0), wz = getWorldZ(1, newZ);
            if (!chunkBox.isInside(wx, wy, wz) || !isInterior(level, 1, 0, newZ, chunkBox)) continue;
            hasPlacedSpider = true;
            level.setBlock(wx, wy, wz, blocks.spawner, WorldGenLevel.UPDATE_CLIENTS);
            ProtoChunk.BlockEntityData be = level.getBlockEntity(wx, wy, wz);
            if (be != null && level.states().block(level.getBlockState(wx, wy, wz)) == level.states().block(blocks.spawner)) {
                // game: SpawnerBlockEntity.setEntityId(CAVE_SPIDER, random): the empty spawn potentials draw nothing
                be.id = "minecraft:mob_spawner";
                be.fields.put("SpawnData", CompoundBinaryTag.builder()
                        .put("entity", CompoundBinaryTag.builder().putString("id", "minecraft:cave_spider").build()).build());
                be.fields.put("SpawnPotentials", ListBinaryTag.empty());
            }
        }
        for (int x = 0; x <= 2; x++) {
            for (int z = 0; z <= length; z++) setPlanksBlock(level, chunkBox, blocks.planks, x, -1, z);
        }
        placeDoubleLowerOrUpperSupport(level, chunkBox, 0, -1, 2);
        if (numSections > 1) placeDoubleLowerOrUpperSupport(level, chunkBox, 0, -1, length - 2);
        if (hasRails) {
            int rail = level.states().with(blocks.rail, "shape", "north_south");
            for (int z = 0; z <= length; z++) {
                int floor = getBlock(level, 1, -1, z, chunkBox);
                if (level.states().isAir(floor) || !BlockSupport.vanilla().isSolidRender(floor)) continue;
                float probability = isInterior(level, 1, 0, z, chunkBox) ? 0.7f : 0.9f;
                maybeGenerateBlock(level, chunkBox, random, probability, 1, 0, z, rail);
            }
        }
    }

    /**
     * Game: {@code MineShaftCorridor.createChest}: on an air block above a non-air block inside the chunk box, a rail
     * (north-south or east-west by {@code nextBoolean}, then turned with the piece) and a chest minecart on it, its
     * loot table seeded by {@code nextLong}.
     */
    boolean createChest(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z) {
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        var s = level.states();
        if (!chunkBox.isInside(wx, wy, wz) || !s.isAir(level.getBlockState(wx, wy, wz)) || s.isAir(level.getBlockState(wx, wy - 1, wz))) return false;
        int rail = s.with(blocks(level).rail, "shape", random.nextBoolean() ? "north_south" : "east_west");
        placeBlock(level, rail, x, y, z, chunkBox);
        level.addFreshEntity(wx, wz, ChestMinecart.tag(level.getSeed(), wx + 0.5, wy + 0.5, wz + 0.5, LOOT_TABLE, random.nextLong()));
        return true;
    }

    /** Game: {@code placeSupport}: two fence posts and a plank beam (or two plank caps), torches now and then. */
    private void placeSupport(WorldGenLevel level, BoundingBox chunkBox, int x0, int y0, int z, int y1, int x1, RandomSource random) {
        if (!isSupportingBox(level, chunkBox, x0, x1, y1, z)) return;
        MineshaftBlocks blocks = blocks(level);
        var s = level.states();
        int air = blocks.caveAir;
        generateBox(level, chunkBox, x0, y0, z, x0, y1 - 1, z, s.with(blocks.fence, "west", "true"), air, false);
        generateBox(level, chunkBox, x1, y0, z, x1, y1 - 1, z, s.with(blocks.fence, "east", "true"), air, false);
        if (random.nextInt(4) == 0) {
            generateBox(level, chunkBox, x0, y1, z, x0, y1, z, blocks.planks, air, false);
            generateBox(level, chunkBox, x1, y1, z, x1, y1, z, blocks.planks, air, false);
        } else {
            generateBox(level, chunkBox, x0, y1, z, x1, y1, z, blocks.planks, air, false);
            maybeGenerateBlock(level, chunkBox, random, 0.05f, x0 + 1, y1, z - 1, s.with(blocks.wallTorch, "facing", "south"));
            maybeGenerateBlock(level, chunkBox, random, 0.05f, x0 + 1, y1, z + 1, s.with(blocks.wallTorch, "facing", "north"));
        }
    }

    /** Game: {@code maybePlaceCobWeb}: where interior, a float draw below the probability and two sturdy neighbours. */
    private void maybePlaceCobWeb(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, float probability, int x, int y, int z) {
        if (isInterior(level, x, y, z, chunkBox) && random.nextFloat() < probability && hasSturdyNeighbours(level, chunkBox, x, y, z, 2)) {
            placeBlock(level, blocks(level).cobweb, x, y, z, chunkBox);
        }
    }

    /** Game: {@code hasSturdyNeighbours}: at least {@code count} of the six neighbours inside the chunk box face it sturdily. */
    private boolean hasSturdyNeighbours(WorldGenLevel level, BoundingBox chunkBox, int x, int y, int z, int count) {
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        int sturdy = 0;
        for (Direction d : Direction.values()) {
            int nx = wx + d.stepX, ny = wy + d.stepY, nz = wz + d.stepZ;
            if (chunkBox.isInside(nx, ny, nz) && isFaceSturdy(level.getBlockState(nx, ny, nz), d.opposite()) && ++sturdy >= count) return true;
        }
        return false;
    }

    /** Game: {@code placeDoubleLowerOrUpperSupport}: a post under (or a chain above) each plank of the floor's two sides. */
    private void placeDoubleLowerOrUpperSupport(WorldGenLevel level, BoundingBox chunkBox, int x, int y, int z) {
        MineshaftBlocks blocks = blocks(level);
        var s = level.states();
        if (s.block(getBlock(level, x, y, z, chunkBox)) == blocks.planksBlock) fillPillarDownOrChainUp(level, blocks.wood, x, y, z, chunkBox);
        if (s.block(getBlock(level, x + 2, y, z, chunkBox)) == blocks.planksBlock) fillPillarDownOrChainUp(level, blocks.wood, x + 2, y, z, chunkBox);
    }

    /**
     * Game: {@code fillPillarDownOrChainUp}: looks down (up to 20 blocks, not through lava) for a sturdy top face to
     * stand a post of {@code pillar} on, and at the same distance up (up to 50) for a ceiling that holds a chain
     * (sturdy at its centre, not a falling block): a fence under the floor and a chain up to the ceiling. The first
     * found wins, below before above at each distance.
     */
    void fillPillarDownOrChainUp(WorldGenLevel level, int pillar, int x, int y, int z, BoundingBox chunkBox) {
        int wx = getWorldX(x, z), worldY = getWorldY(y), wz = getWorldZ(x, z);
        if (!chunkBox.isInside(wx, worldY, wz)) return;
        MineshaftBlocks blocks = blocks(level);
        int maxY = level.getMaxYExclusive() - 1;
        boolean checkBelow = true, checkAbove = true;
        for (int d = 1; checkBelow || checkAbove; d++) {
            if (checkBelow) {
                int py = worldY - d;
                int below = level.getBlockState(wx, py, wz);
                boolean emptyBelow = isReplaceableByStructures(level, below) && level.states().block(below) != blocks.lavaBlock;
                if (!emptyBelow && isFaceSturdy(below, Direction.UP)) {
                    for (int yy = worldY - d + 1; yy < worldY; yy++) level.setBlock(wx, yy, wz, pillar, WorldGenLevel.UPDATE_CLIENTS);
                    return;
                }
                checkBelow = d <= MAX_PILLAR_HEIGHT && emptyBelow && py > level.getMinY() + 1;
            }
            if (checkAbove) {
                int py = worldY + d;
                int above = level.getBlockState(wx, py, wz);
                boolean emptyAbove = isReplaceableByStructures(level, above);
                if (!emptyAbove && BlockSupport.vanilla().isFaceSturdy(above, Direction.DOWN, BlockSupport.Type.CENTER) && !blocks.isFallingBlock(above)) {
                    level.setBlock(wx, worldY + 1, wz, blocks.fence, WorldGenLevel.UPDATE_CLIENTS);
                    for (int yy = worldY + 2; yy < worldY + d; yy++) level.setBlock(wx, yy, wz, blocks.chain, WorldGenLevel.UPDATE_CLIENTS);
                    return;
                }
                checkAbove = d <= MAX_CHAIN_HEIGHT && emptyAbove && py < maxY;
            }
        }
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
