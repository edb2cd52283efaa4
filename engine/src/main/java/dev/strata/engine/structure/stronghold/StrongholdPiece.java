package dev.strata.engine.structure.stronghold;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BlockOrientation;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.Chests;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructurePieceAccessor;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * What every stronghold piece shares (game: {@code StrongholdPieces.StrongholdPiece}): its entrance doorway
 * ({@link SmallDoorType}, saved as {@code EntryDoor}), the growth of children through small doors ahead, left or
 * right, the walls of the game's {@code SmoothStoneSelector}, and the chests.
 *
 * <p>Growth (game: {@code generateAndAddPiece}, {@code generatePieceFromSmallDoor}): nothing deeper than
 * {@value #MAX_DEPTH}, nothing whose foot is more than 112 blocks (x or z) from the start piece's min corner. When no
 * kind of the list may still be placed, nothing. A kind imposed by the start (the five crossing) is tried first, once.
 * Then up to five weighted draws ({@code nextInt(total weight)}): a kind that may not be placed at this depth, or was
 * the one placed last, ends the draw; a kind whose box does not fit passes the draw on to the next kind of the list,
 * as the game's loop does. A kind that reaches its limit leaves the list. When no draw gives a piece, a
 * {@link FillerCorridor} up to the piece ahead, if there is one at the same height. A piece made is added and
 * queued for its own children.
 */
abstract sealed class StrongholdPiece extends StructurePiece
        permits Straight, PrisonHall, LeftTurn, RightTurn, RoomCrossing, StraightStairsDown, StairsDown, FiveCrossing, ChestCorridor, Library,
        PortalRoom, FillerCorridor {
    /** Game: {@code MAX_DEPTH}. */
    static final int MAX_DEPTH = 50;
    /** Game: {@code LOWEST_Y_POSITION}: a piece's box must lie above it. */
    static final int LOWEST_Y_POSITION = 10;
    /** Game: {@code BuiltInLootTables.STRONGHOLD_CORRIDOR}, {@code STRONGHOLD_CROSSING}, {@code STRONGHOLD_LIBRARY}. */
    static final String CORRIDOR_LOOT = "minecraft:chests/stronghold_corridor", CROSSING_LOOT = "minecraft:chests/stronghold_crossing",
            LIBRARY_LOOT = "minecraft:chests/stronghold_library";

    /** Game: {@code entryDoor}. */
    SmallDoorType entryDoor = SmallDoorType.OPENING;

    StrongholdPiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box);
        setOrientation(direction);
    }

    /**
     * Game: {@code StrongholdPiece(type, tag)}: {@code EntryDoor}, the door type's name ({@code SmallDoorType.LEGACY_CODEC},
     * which fails on a missing or unknown name).
     */
    StrongholdPiece(PieceTag tag) {
        super(tag);
        entryDoor = tag.getEnum("EntryDoor", SmallDoorType.class);
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        tag.putString("EntryDoor", entryDoor.name());
    }

    /** Game: {@code isOkBox}. */
    static boolean isOkBox(BoundingBox box) {
        return box.minY() > LOWEST_Y_POSITION;
    }

    /** The state ids of the level's pack. */
    static StrongholdBlocks blocks(WorldGenLevel level) {
        return StrongholdBlocks.of(level.states());
    }

    // ---- growth ----

    private static StrongholdPiece generatePieceFromSmallDoor(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int footX, int footY,
            int footZ, Direction direction, int depth) {
        List<StrongholdPieceWeight> pieces = start.currentPieces;
        boolean any = false;
        int total = 0;
        for (StrongholdPieceWeight p : pieces) {
            if (p.maxPlaceCount > 0 && p.placeCount < p.maxPlaceCount) any = true;
            total += p.weight;
        }
        if (!any) return null;
        if (start.imposedPiece != null) {
            StrongholdPiece piece = start.imposedPiece.create(accessor, random, footX, footY, footZ, direction, depth);
            start.imposedPiece = null;
            if (piece != null) return piece;
        }
        int attempts = 0;
        attempt:
        while (attempts < 5) {
            attempts++;
            int selection = random.nextInt(total);
            for (StrongholdPieceWeight p : pieces) {
                selection -= p.weight;
                if (selection >= 0) continue;
                if (!p.doPlace(depth) || p == start.previousPiece) continue attempt;
                StrongholdPiece piece = p.kind.create(accessor, random, footX, footY, footZ, direction, depth);
                if (piece == null) continue;
                p.placeCount++;
                start.previousPiece = p;
                if (!p.isValid()) pieces.remove(p);
                return piece;
            }
        }
        BoundingBox box = FillerCorridor.findPieceBox(accessor, footX, footY, footZ, direction);
        return box != null && box.minY() > 1 ? new FillerCorridor(depth, box, direction) : null;
    }

    private static StrongholdPiece generateAndAddPiece(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ,
            Direction direction, int depth) {
        if (depth > MAX_DEPTH) return null;
        if (Math.abs(footX - start.getBoundingBox().minX()) > 112 || Math.abs(footZ - start.getBoundingBox().minZ()) > 112) return null;
        StrongholdPiece piece = generatePieceFromSmallDoor(start, accessor, random, footX, footY, footZ, direction, depth + 1);
        if (piece != null) {
            accessor.addPiece(piece);
            start.pendingChildren.add(piece);
        }
        return piece;
    }

    /** Game: {@code generateSmallDoorChildForward}: a child beyond the piece's front, offset across by {@code xOff}. */
    final StrongholdPiece generateSmallDoorChildForward(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int xOff, int yOff) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH -> generateAndAddPiece(start, accessor, random, b.minX() + xOff, b.minY() + yOff, b.minZ() - 1, o, genDepth);
            case SOUTH -> generateAndAddPiece(start, accessor, random, b.minX() + xOff, b.minY() + yOff, b.maxZ() + 1, o, genDepth);
            case WEST -> generateAndAddPiece(start, accessor, random, b.minX() - 1, b.minY() + yOff, b.minZ() + xOff, o, genDepth);
            case EAST -> generateAndAddPiece(start, accessor, random, b.maxX() + 1, b.minY() + yOff, b.minZ() + xOff, o, genDepth);
            default -> null;
        };
    }

    /** Game: {@code generateSmallDoorChildLeft}: a child off the west side (north, south) or north side (west, east). */
    final StrongholdPiece generateSmallDoorChildLeft(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int yOff, int zOff) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH, SOUTH -> generateAndAddPiece(start, accessor, random, b.minX() - 1, b.minY() + yOff, b.minZ() + zOff, Direction.WEST, genDepth);
            case WEST, EAST -> generateAndAddPiece(start, accessor, random, b.minX() + zOff, b.minY() + yOff, b.minZ() - 1, Direction.NORTH, genDepth);
            default -> null;
        };
    }

    /** Game: {@code generateSmallDoorChildRight}: a child off the east side (north, south) or south side (west, east). */
    final StrongholdPiece generateSmallDoorChildRight(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int yOff, int zOff) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH, SOUTH -> generateAndAddPiece(start, accessor, random, b.maxX() + 1, b.minY() + yOff, b.minZ() + zOff, Direction.EAST, genDepth);
            case WEST, EAST -> generateAndAddPiece(start, accessor, random, b.minX() + zOff, b.minY() + yOff, b.maxZ() + 1, Direction.SOUTH, genDepth);
            default -> null;
        };
    }

    // ---- blocks ----

    /**
     * As the shared {@code placeBlock}, and for a door under a mirror, its hinge switched first (game: {@code
     * DoorBlock.mirror}, which turns the facing and cycles {@code hinge}; the facing is turned by the shared helper).
     */
    @Override
    protected void placeBlock(WorldGenLevel level, int state, int x, int y, int z, BoundingBox chunkBox) {
        if (getMirror() != BlockOrientation.Mirror.NONE) {
            StrongholdBlocks b = blocks(level);
            int block = b.states.block(state);
            if (block == b.oakDoorBlock || block == b.ironDoorBlock) {
                state = b.with(state, "hinge", "left".equals(b.states.value(state, "hinge")) ? "right" : "left");
            }
        }
        super.placeBlock(level, state, x, y, z, chunkBox);
    }

    /**
     * Game: {@code generateBox(..., skipAir, random, SMOOTH_STONE_SELECTOR)}: the box's faces of stone bricks drawn
     * by the {@code SmoothStoneSelector} (one {@code nextFloat} per face block: below 0.2 cracked, below 0.5 mossy,
     * below 0.55 infested, else plain stone bricks), its inside cave air (no draw). With {@code skipAir}, a position
     * whose block is air (or outside the chunk box) is skipped before any draw.
     */
    final void generateSmoothStoneBox(WorldGenLevel level, BoundingBox chunkBox, int x0, int y0, int z0, int x1, int y1, int z1, boolean skipAir,
            RandomSource random) {
        StrongholdBlocks b = blocks(level);
        BlockStates s = b.states;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) {
                    if (skipAir && s.isAir(getBlock(level, x, y, z, chunkBox))) continue;
                    boolean edge = y == y0 || y == y1 || x == x0 || x == x1 || z == z0 || z == z1;
                    placeBlock(level, edge ? smoothStone(b, random.nextFloat()) : b.caveAir, x, y, z, chunkBox);
                }
            }
        }
    }

    /** Game: {@code SmoothStoneSelector.next} for a face block, from its float draw. */
    static int smoothStone(StrongholdBlocks b, float selection) {
        if (selection < 0.2f) return b.crackedStoneBricks;
        if (selection < 0.5f) return b.mossyStoneBricks;
        if (selection < 0.55f) return b.infestedStoneBricks;
        return b.stoneBricks;
    }

    /** Game: {@code generateSmallDoor}: a 3 x 3 doorway whose lower left corner is at the piece's own position. */
    final void generateSmallDoor(WorldGenLevel level, BoundingBox chunkBox, SmallDoorType type, int x, int y, int z) {
        StrongholdBlocks b = blocks(level);
        switch (type) {
            case OPENING -> generateBox(level, chunkBox, x, y, z, x + 2, y + 2, z, b.caveAir, b.caveAir, false);
            case WOOD_DOOR -> {
                frame(level, chunkBox, b, x, y, z);
                placeBlock(level, b.oakDoor, x + 1, y, z, chunkBox);
                placeBlock(level, b.with(b.oakDoor, "half", "upper"), x + 1, y + 1, z, chunkBox);
            }
            case GRATES -> {
                placeBlock(level, b.caveAir, x + 1, y, z, chunkBox);
                placeBlock(level, b.caveAir, x + 1, y + 1, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "west"), x, y, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "west"), x, y + 1, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "east", "west"), x, y + 2, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "east", "west"), x + 1, y + 2, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "east", "west"), x + 2, y + 2, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "east"), x + 2, y + 1, z, chunkBox);
                placeBlock(level, b.sides(b.ironBars, "east"), x + 2, y, z, chunkBox);
            }
            case IRON_DOOR -> {
                frame(level, chunkBox, b, x, y, z);
                placeBlock(level, b.ironDoor, x + 1, y, z, chunkBox);
                placeBlock(level, b.with(b.ironDoor, "half", "upper"), x + 1, y + 1, z, chunkBox);
                placeBlock(level, b.facing(b.stoneButton, "north"), x + 2, y + 1, z + 1, chunkBox);
                placeBlock(level, b.facing(b.stoneButton, "south"), x + 2, y + 1, z - 1, chunkBox);
            }
        }
    }

    /** The stone brick frame of a wooden or iron door, in the game's order. */
    private void frame(WorldGenLevel level, BoundingBox chunkBox, StrongholdBlocks b, int x, int y, int z) {
        placeBlock(level, b.stoneBricks, x, y, z, chunkBox);
        placeBlock(level, b.stoneBricks, x, y + 1, z, chunkBox);
        placeBlock(level, b.stoneBricks, x, y + 2, z, chunkBox);
        placeBlock(level, b.stoneBricks, x + 1, y + 2, z, chunkBox);
        placeBlock(level, b.stoneBricks, x + 2, y + 2, z, chunkBox);
        placeBlock(level, b.stoneBricks, x + 2, y + 1, z, chunkBox);
        placeBlock(level, b.stoneBricks, x + 2, y, z, chunkBox);
    }

    /** Whether the piece's own position lies in {@code chunkBox} (game: {@code chunkBB.isInside(getWorldPos(x, y, z))}). */
    final boolean insideChunk(BoundingBox chunkBox, int x, int y, int z) {
        return chunkBox.isInside(getWorldX(x, z), getWorldY(y), getWorldZ(x, z));
    }

    /**
     * Game: {@code StructurePiece.createChest}: inside the chunk box and where no chest stands yet, a chest turned by
     * {@link Chests#reorient} (not by the piece's orientation), set with flags 2, and its loot table with a seed drawn by
     * {@code nextLong} (saved as {@code LootTable}, {@code LootTableSeed}; a seed of 0 is left out as the game's
     * {@code trySaveLootTable} does).
     */
    final boolean createChest(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z, String lootTable) {
        return Chests.createChest(level, chunkBox, random, getWorldX(x, z), getWorldY(y), getWorldZ(x, z), lootTable, -1);
    }
}
