package dev.strata.engine.structure.stronghold;

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
 * The end portal room, 11 x 8 x 16 (game: {@code StrongholdPieces.PortalRoom}, id {@code minecraft:shpr}, made
 * without a draw, its entrance always grates): lava pools, a stair up to the portal, the 12 end portal frames and a
 * silverfish spawner. Each frame has an eye when its {@code nextFloat() > 0.9}; the 12 floats are drawn every time a
 * chunk places the piece (after the walls' draws), in the order north side (x 4, 5, 6), south side, east side
 * (z 9, 10, 11), west side, and when all 12 have eyes the 3 x 3 portal is filled. The spawner is placed once, by
 * the chunk holding it (saved as {@code Mob}). Growing its children only tells the start that the portal room exists.
 */
final class PortalRoom extends StrongholdPiece {
    /** Game: {@code hasPlacedSpawner}. */
    private boolean hasPlacedSpawner;

    PortalRoom(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code StrongholdPieces.PortalRoom(CompoundTag)}: {@code Mob} (byte). */
    PortalRoom(PieceTag tag) {
        super(tag);
        hasPlacedSpawner = tag.getBoolean("Mob");
    }

    @Override
    public String typeId() {
        return "minecraft:shpr";
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Mob", hasPlacedSpawner);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        if (startPiece != null) ((StartPiece) startPiece).portalRoomPiece = this;
    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static PortalRoom createPiece(StructurePieceAccessor accessor, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -4, -1, 0, 11, 8, 16, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new PortalRoom(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        StrongholdBlocks b = blocks(level);
        int lava = b.lava;
        generateSmoothStoneBox(level, chunkBox, 0, 0, 0, 10, 7, 15, false, random);
        generateSmallDoor(level, chunkBox, SmallDoorType.GRATES, 4, 1, 0);
        generateSmoothStoneBox(level, chunkBox, 1, 6, 1, 1, 6, 14, false, random);
        generateSmoothStoneBox(level, chunkBox, 9, 6, 1, 9, 6, 14, false, random);
        generateSmoothStoneBox(level, chunkBox, 2, 6, 1, 8, 6, 2, false, random);
        generateSmoothStoneBox(level, chunkBox, 2, 6, 14, 8, 6, 14, false, random);
        generateSmoothStoneBox(level, chunkBox, 1, 1, 1, 2, 1, 4, false, random);
        generateSmoothStoneBox(level, chunkBox, 8, 1, 1, 9, 1, 4, false, random);
        generateBox(level, chunkBox, 1, 1, 1, 1, 1, 3, lava, lava, false);
        generateBox(level, chunkBox, 9, 1, 1, 9, 1, 3, lava, lava, false);
        generateSmoothStoneBox(level, chunkBox, 3, 1, 8, 7, 1, 12, false, random);
        generateBox(level, chunkBox, 4, 1, 9, 6, 1, 11, lava, lava, false);
        int nsBars = b.sides(b.ironBars, "north", "south"), weBars = b.sides(b.ironBars, "west", "east");
        for (int z = 3; z < 14; z += 2) {
            generateBox(level, chunkBox, 0, 3, z, 0, 4, z, nsBars, nsBars, false);
            generateBox(level, chunkBox, 10, 3, z, 10, 4, z, nsBars, nsBars, false);
        }
        for (int x = 2; x < 9; x += 2) generateBox(level, chunkBox, x, 3, 15, x, 4, 15, weBars, weBars, false);
        int stairs = b.facing(b.stoneBrickStairs, "north");
        generateSmoothStoneBox(level, chunkBox, 4, 1, 5, 6, 1, 7, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 2, 6, 6, 2, 7, false, random);
        generateSmoothStoneBox(level, chunkBox, 4, 3, 7, 6, 3, 7, false, random);
        for (int x = 4; x <= 6; x++) {
            placeBlock(level, stairs, x, 1, 4, chunkBox);
            placeBlock(level, stairs, x, 2, 5, chunkBox);
            placeBlock(level, stairs, x, 3, 6, chunkBox);
        }
        int north = b.facing(b.endPortalFrame, "north"), south = b.facing(b.endPortalFrame, "south");
        int east = b.facing(b.endPortalFrame, "east"), west = b.facing(b.endPortalFrame, "west");
        boolean allEyes = true;
        boolean[] eyes = new boolean[12];
        for (int i = 0; i < eyes.length; i++) {
            eyes[i] = random.nextFloat() > 0.9f;
            allEyes &= eyes[i];
        }
        placeBlock(level, eye(b, north, eyes[0]), 4, 3, 8, chunkBox);
        placeBlock(level, eye(b, north, eyes[1]), 5, 3, 8, chunkBox);
        placeBlock(level, eye(b, north, eyes[2]), 6, 3, 8, chunkBox);
        placeBlock(level, eye(b, south, eyes[3]), 4, 3, 12, chunkBox);
        placeBlock(level, eye(b, south, eyes[4]), 5, 3, 12, chunkBox);
        placeBlock(level, eye(b, south, eyes[5]), 6, 3, 12, chunkBox);
        placeBlock(level, eye(b, east, eyes[6]), 3, 3, 9, chunkBox);
        placeBlock(level, eye(b, east, eyes[7]), 3, 3, 10, chunkBox);
        placeBlock(level, eye(b, east, eyes[8]), 3, 3, 11, chunkBox);
        placeBlock(level, eye(b, west, eyes[9]), 7, 3, 9, chunkBox);
        placeBlock(level, eye(b, west, eyes[10]), 7, 3, 10, chunkBox);
        placeBlock(level, eye(b, west, eyes[11]), 7, 3, 11, chunkBox);
        if (allEyes) {
            for (int z = 9; z <= 11; z++) {
                for (int x = 4; x <= 6; x++) placeBlock(level, b.endPortal, x, 3, z, chunkBox);
            }
        }
        if (!hasPlacedSpawner && insideChunk(chunkBox, 5, 3, 6)) {
            hasPlacedSpawner = true;
            int wx = getWorldX(5, 6), wy = getWorldY(3), wz = getWorldZ(5, 6);
            level.setBlock(wx, wy, wz, b.spawner, WorldGenLevel.UPDATE_CLIENTS);
            ProtoChunk.BlockEntityData be = level.getBlockEntity(wx, wy, wz);
            if (be != null && level.states().block(level.getBlockState(wx, wy, wz)) == b.spawnerBlock) {
                // game: SpawnerBlockEntity.setEntityId(SILVERFISH, random): the empty spawn potentials draw nothing
                be.id = "minecraft:mob_spawner";
                be.fields.put("SpawnData", CompoundBinaryTag.builder()
                        .put("entity", CompoundBinaryTag.builder().putString("id", "minecraft:silverfish").build()).build());
                be.fields.put("SpawnPotentials", ListBinaryTag.empty());
            }
        }
    }

    private static int eye(StrongholdBlocks b, int frame, boolean eye) {
        return b.with(frame, "eye", eye ? "true" : "false");
    }
}
