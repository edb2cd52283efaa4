package dev.strata.engine.structure.fortress;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
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
 * What every fortress piece shares (game: {@code NetherFortressPieces.NetherBridgePiece}): the growth of children
 * at the piece's front, left or right, drawn from the start's bridge or castle list, and the chest the corridor
 * turns leave.
 *
 * <p>Growth (game: {@code generateAndAddPiece}, {@code generatePiece}): a foot more than 112 blocks (x or z) from the
 * start piece's min corner gets a {@link BridgeEndFiller} that is made (its seed drawn) but not added; otherwise up
 * to five weighted draws ({@code nextInt(total weight)}) pick a kind that may still be placed and is not the previous
 * kind (unless it may follow itself); a kind whose box does not fit passes the draw on to the next kind of the list,
 * as the game's loop does. When nothing fits, or the list is exhausted, or the depth is over 30, an end filler is
 * tried. A piece made is added and queued for its own children.
 */
abstract sealed class NetherBridgePiece extends StructurePiece
        permits BridgeStraight, BridgeCrossing, BridgeEndFiller, RoomCrossing, StairsRoom, MonsterThrone, CastleEntrance, CastleSmallCorridorPiece,
        CastleSmallCorridorCrossingPiece, CastleSmallCorridorRightTurnPiece, CastleSmallCorridorLeftTurnPiece, CastleCorridorStairsPiece,
        CastleCorridorTBalconyPiece, CastleStalkRoom {
    /** Game: {@code MAX_DEPTH}. */
    static final int MAX_DEPTH = 30;
    /** Game: {@code LOWEST_Y_POSITION}: a piece's box must lie above it. */
    static final int LOWEST_Y_POSITION = 10;
    /** Game: {@code BuiltInLootTables.NETHER_BRIDGE}. */
    static final String LOOT_TABLE = "minecraft:chests/nether_bridge";

    NetherBridgePiece(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box);
        setOrientation(direction);
    }

    /** Game: {@code NetherBridgePiece(type, tag)}: the fields every piece has, nothing of its own. */
    NetherBridgePiece(PieceTag tag) {
        super(tag);
    }


    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {}

    /** Game: {@code isOkBox}. */
    static boolean isOkBox(BoundingBox box) {
        return box.minY() > LOWEST_Y_POSITION;
    }

    /** The state ids of the level's pack. */
    static FortressBlocks blocks(WorldGenLevel level) {
        return FortressBlocks.of(level.states());
    }

    private static int updatePieceWeight(List<FortressPieceWeight> pieces) {
        boolean any = false;
        int total = 0;
        for (FortressPieceWeight p : pieces) {
            if (p.maxPlaceCount > 0 && p.placeCount < p.maxPlaceCount) any = true;
            total += p.weight;
        }
        return any ? total : -1;
    }

    private static NetherBridgePiece generatePiece(StartPiece start, List<FortressPieceWeight> pieces, StructurePieceAccessor accessor, RandomSource random,
            int footX, int footY, int footZ, Direction direction, int depth) {
        int total = updatePieceWeight(pieces);
        boolean doStuff = total > 0 && depth <= MAX_DEPTH;
        int attempts = 0;
        attempt:
        while (attempts < 5 && doStuff) {
            attempts++;
            int selection = random.nextInt(total);
            for (FortressPieceWeight p : pieces) {
                selection -= p.weight;
                if (selection >= 0) continue;
                if (!p.isValid() || p == start.previousPiece && !p.allowInRow) continue attempt;
                NetherBridgePiece piece = p.create(accessor, random, footX, footY, footZ, direction, depth);
                if (piece == null) continue;
                p.placeCount++;
                start.previousPiece = p;
                if (!p.isValid()) pieces.remove(p);
                return piece;
            }
        }
        return BridgeEndFiller.createPiece(accessor, random, footX, footY, footZ, direction, depth);
    }

    private static NetherBridgePiece generateAndAddPiece(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ,
            Direction direction, int depth, boolean castle) {
        if (Math.abs(footX - start.getBoundingBox().minX()) > 112 || Math.abs(footZ - start.getBoundingBox().minZ()) > 112) {
            // the game makes this filler (drawing its seed) and returns it without adding it
            return BridgeEndFiller.createPiece(accessor, random, footX, footY, footZ, direction, depth);
        }
        List<FortressPieceWeight> available = castle ? start.availableCastlePieces : start.availableBridgePieces;
        NetherBridgePiece piece = generatePiece(start, available, accessor, random, footX, footY, footZ, direction, depth + 1);
        if (piece != null) {
            accessor.addPiece(piece);
            start.pendingChildren.add(piece);
        }
        return piece;
    }

    /** Game: {@code generateChildForward}: a child beyond the piece's front, offset across by {@code xOff}. */
    final NetherBridgePiece generateChildForward(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int xOff, int yOff, boolean castle) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH -> generateAndAddPiece(start, accessor, random, b.minX() + xOff, b.minY() + yOff, b.minZ() - 1, o, genDepth, castle);
            case SOUTH -> generateAndAddPiece(start, accessor, random, b.minX() + xOff, b.minY() + yOff, b.maxZ() + 1, o, genDepth, castle);
            case WEST -> generateAndAddPiece(start, accessor, random, b.minX() - 1, b.minY() + yOff, b.minZ() + xOff, o, genDepth, castle);
            case EAST -> generateAndAddPiece(start, accessor, random, b.maxX() + 1, b.minY() + yOff, b.minZ() + xOff, o, genDepth, castle);
            default -> null;
        };
    }

    /** Game: {@code generateChildLeft}: a child off the west side (north, south) or north side (west, east). */
    final NetherBridgePiece generateChildLeft(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int yOff, int zOff, boolean castle) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH, SOUTH -> generateAndAddPiece(start, accessor, random, b.minX() - 1, b.minY() + yOff, b.minZ() + zOff, Direction.WEST, genDepth, castle);
            case WEST, EAST -> generateAndAddPiece(start, accessor, random, b.minX() + zOff, b.minY() + yOff, b.minZ() - 1, Direction.NORTH, genDepth, castle);
            default -> null;
        };
    }

    /** Game: {@code generateChildRight}: a child off the east side (north, south) or south side (west, east). */
    final NetherBridgePiece generateChildRight(StartPiece start, StructurePieceAccessor accessor, RandomSource random, int yOff, int zOff, boolean castle) {
        Direction o = getOrientation();
        BoundingBox b = boundingBox;
        if (o == null) return null;
        return switch (o) {
            case NORTH, SOUTH -> generateAndAddPiece(start, accessor, random, b.maxX() + 1, b.minY() + yOff, b.minZ() + zOff, Direction.EAST, genDepth, castle);
            case WEST, EAST -> generateAndAddPiece(start, accessor, random, b.minX() + zOff, b.minY() + yOff, b.maxZ() + 1, Direction.SOUTH, genDepth, castle);
            default -> null;
        };
    }

    /** Whether the piece's own position lies in {@code chunkBox} (game: {@code chunkBB.isInside(getWorldPos(x, y, z))}). */
    final boolean insideChunk(BoundingBox chunkBox, int x, int y, int z) {
        return chunkBox.isInside(getWorldX(x, z), getWorldY(y), getWorldZ(x, z));
    }

    /**
     * Game: {@code StructurePiece.createChest}: inside the chunk box and where no chest stands yet, a chest turned by
     * {@link Chests#reorient} (not by the piece's orientation), set with flags 2, and its loot table with a seed drawn by
     * {@code nextLong} (saved as {@code LootTable}, {@code LootTableSeed}).
     */
    final boolean createChest(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z, String lootTable) {
        return Chests.createChest(level, chunkBox, random, getWorldX(x, z), getWorldY(y), getWorldZ(x, z), lootTable, -1);
    }
}
