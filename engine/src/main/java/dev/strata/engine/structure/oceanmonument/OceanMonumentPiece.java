package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.StructurePiece;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * What every ocean monument piece shares (game: {@code OceanMonumentPieces.OceanMonumentPiece}): the box of a grid
 * room (8 x 4 x 8 blocks per grid cell, placed by the room's grid x/y/z and the building's orientation, before the
 * building moves it to its own grid origin), the water box (water below sea level, air at or above it, keeping ice,
 * packed ice, blue ice and water), the default floor, the fill-only box and the chunk test of the building's parts.
 * No piece saves fields of its own (the game rebuilds the rooms from the seed on load).
 *
 * <p>Elder guardians (game: {@code spawnElder}, in the two wing rooms and the penthouse) are added to the chunk
 * that holds their block ({@link #spawnElder}).
 */
abstract sealed class OceanMonumentPiece extends StructurePiece
        permits MonumentBuilding, EntryRoom, CoreRoom, DoubleXRoom, DoubleYRoom, DoubleZRoom, DoubleXYRoom, DoubleYZRoom, SimpleRoom, SimpleTopRoom,
        Penthouse, WingRoom {
    /** Game: {@code getRoomIndex(x, y, z)}. */
    static int roomIndex(int x, int y, int z) {
        return y * 25 + z * 5 + x;
    }

    /** The room of a grid piece, null for the building, wings and penthouse. */
    final RoomDefinition room;

    /** A piece with its own box (building, wing rooms, penthouse). */
    OceanMonumentPiece(Direction orientation, BoundingBox box, int genDepth) {
        super(genDepth, box);
        setOrientation(orientation);
        this.room = null;
    }

    /** A wing room or the penthouse: depth 1. */
    OceanMonumentPiece(Direction orientation, BoundingBox box) {
        this(orientation, box, 1);
    }

    /** A grid room {@code w x h x d} cells from {@code room}'s cell (game: the room constructor, depth 1). */
    OceanMonumentPiece(Direction orientation, RoomDefinition room, int w, int h, int d) {
        super(1, roomBox(orientation, room, w, h, d));
        setOrientation(orientation);
        this.room = room;
    }

    /** Game: {@code makeBoundingBox(orientation, definition, roomWidth, roomHeight, roomDepth)}. */
    private static BoundingBox roomBox(Direction orientation, RoomDefinition room, int w, int h, int d) {
        int x = room.index % 5, z = room.index / 5 % 5, y = room.index / 25;
        BoundingBox box = makeBoundingBox(0, 0, 0, orientation, w * 8, h * 4, d * 8);
        switch (orientation) {
            case NORTH -> box.move(x * 8, y * 4, -(z + d) * 8 + 1);
            case SOUTH -> box.move(x * 8, y * 4, z * 8);
            case WEST -> box.move(-(z + d) * 8 + 1, y * 4, x * 8);
            default -> box.move(z * 8, y * 4, x * 8);
        }
        return box;
    }

    /** Game: {@code OceanMonumentPiece(type, tag)}: the fields every piece has, nothing of its own, no room. */
    OceanMonumentPiece(PieceTag tag) {
        super(tag);
        this.room = null;
    }


    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {}

    /** Game: {@code generateWaterBox}: water below the sea level, air at or above it (unless water is there). */
    protected void generateWaterBox(WorldGenLevel level, BoundingBox chunkBB, int x0, int y0, int z0, int x1, int y1, int z1) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        int seaLevel = level.getSeaLevel();
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) {
                    int block = getBlock(level, x, y, z, chunkBB);
                    if (b.fillKeeps(block)) continue;
                    if (getWorldY(y) >= seaLevel && block != b.water) {
                        placeBlock(level, b.air, x, y, z, chunkBB);
                    } else {
                        placeBlock(level, b.water, x, y, z, chunkBB);
                    }
                }
            }
        }
    }

    /** Game: {@code generateDefaultFloor}: an 8 x 8 prismarine floor, with a bricked hole when the room opens down. */
    protected void generateDefaultFloor(WorldGenLevel level, BoundingBox chunkBB, int xOff, int zOff, boolean downOpening) {
        MonumentBlocks b = MonumentBlocks.of(level.states());
        if (downOpening) {
            generateBox(level, chunkBB, xOff, 0, zOff, xOff + 2, 0, zOff + 7, b.gray, b.gray, false);
            generateBox(level, chunkBB, xOff + 5, 0, zOff, xOff + 7, 0, zOff + 7, b.gray, b.gray, false);
            generateBox(level, chunkBB, xOff + 3, 0, zOff, xOff + 4, 0, zOff + 2, b.gray, b.gray, false);
            generateBox(level, chunkBB, xOff + 3, 0, zOff + 5, xOff + 4, 0, zOff + 7, b.gray, b.gray, false);
            generateBox(level, chunkBB, xOff + 3, 0, zOff + 2, xOff + 4, 0, zOff + 2, b.light, b.light, false);
            generateBox(level, chunkBB, xOff + 3, 0, zOff + 5, xOff + 4, 0, zOff + 5, b.light, b.light, false);
            generateBox(level, chunkBB, xOff + 2, 0, zOff + 3, xOff + 2, 0, zOff + 4, b.light, b.light, false);
            generateBox(level, chunkBB, xOff + 5, 0, zOff + 3, xOff + 5, 0, zOff + 4, b.light, b.light, false);
        } else {
            generateBox(level, chunkBB, xOff, 0, zOff, xOff + 7, 0, zOff + 7, b.gray, b.gray, false);
        }
    }

    /** Game: {@code generateBoxOnFillOnly}: {@code target} where the block is the water source. */
    protected void generateBoxOnFillOnly(WorldGenLevel level, BoundingBox chunkBB, int x0, int y0, int z0, int x1, int y1, int z1, int target) {
        int water = MonumentBlocks.of(level.states()).water;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) {
                    if (getBlock(level, x, y, z, chunkBB) == water) placeBlock(level, target, x, y, z, chunkBB);
                }
            }
        }
    }

    /** Game: {@code chunkIntersects}: whether the chunk's box meets the piece's own x/z rectangle. */
    protected boolean chunkIntersects(BoundingBox chunkBB, int x0, int z0, int x1, int z1) {
        int wx0 = getWorldX(x0, z0), wz0 = getWorldZ(x0, z0), wx1 = getWorldX(x1, z1), wz1 = getWorldZ(x1, z1);
        return chunkBB.intersects(Math.min(wx0, wx1), Math.min(wz0, wz1), Math.max(wx0, wx1), Math.max(wz0, wz1));
    }

    /**
     * Game: {@code spawnElder}: when the piece's block {@code (x, y, z)} is inside the chunk, an elder guardian at its
     * bottom centre, yaw and pitch 0, healed to full (its load default), persistent (the elder guardian's constructor
     * sets it, and a mob loaded without the flag would lose it), added to the chunk. Its {@code finalizeSpawn}
     * ({@code STRUCTURE}) only draws the follow range bonus and left-handedness from the generation region's random;
     * Strata makes neither draw (see {@link dev.strata.engine.structure.template.TemplateEntities}), so the elder loads
     * without the bonus and right-handed. Nothing is drawn from the piece's random.
     */
    protected void spawnElder(WorldGenLevel level, BoundingBox chunkBB, int x, int y, int z) {
        int wx = getWorldX(x, z), wy = getWorldY(y), wz = getWorldZ(x, z);
        if (!chunkBB.isInside(wx, wy, wz)) return;
        dev.strata.engine.structure.template.TemplatePieces.addMob(level, "minecraft:elder_guardian", wx + 0.5, wy, wz + 0.5);
    }
}
