package dev.strata.engine.structure.fortress;

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
 * The blaze balcony, 7 x 9, with a blaze spawner (game: {@code NetherFortressPieces.MonsterThrone}); saved as
 * {@code Mob} whether the spawner was placed; grows nothing.
 */
final class MonsterThrone extends NetherBridgePiece {
    /** Game: {@code hasPlacedSpawner}. */
    boolean hasPlacedSpawner;

    MonsterThrone(int genDepth, BoundingBox box, Direction direction) {
        super(genDepth, box, direction);
    }

    /** Game: {@code NetherFortressPieces.MonsterThrone(CompoundTag)}: {@code Mob} (byte). */
    MonsterThrone(PieceTag tag) {
        super(tag);
        hasPlacedSpawner = tag.getBoolean("Mob");
    }

    @Override
    public String typeId() {
        return "minecraft:nemt";
    }

    @Override
    protected void addAdditionalSaveData(net.kyori.adventure.nbt.CompoundBinaryTag.Builder tag) {
        tag.putBoolean("Mob", hasPlacedSpawner);
    }

    @Override
    public void addChildren(StructurePiece startPiece, StructurePieceAccessor accessor, RandomSource random) {
        StartPiece start = (StartPiece) startPiece;

    }

    /** Game: {@code createPiece}: the box at the foot, or null when too low or meeting an earlier piece. */
    static MonsterThrone createPiece(StructurePieceAccessor accessor, RandomSource random, int footX, int footY, int footZ, Direction direction, int genDepth) {
        BoundingBox box = BoundingBox.orientBox(footX, footY, footZ, -2, 0, 0, 7, 8, 9, direction);
        if (!isOkBox(box) || accessor.findCollisionPiece(box) != null) return null;
        return new MonsterThrone(genDepth, box, direction);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        FortressBlocks b = blocks(level);
        generateBox(level, chunkBox, 0, 2, 0, 6, 7, 7, b.air, b.air, false);
        generateBox(level, chunkBox, 1, 0, 0, 5, 1, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 2, 1, 5, 2, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 3, 2, 5, 3, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 4, 3, 5, 4, 7, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 2, 0, 1, 4, 2, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 2, 0, 5, 4, 2, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 5, 2, 1, 5, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 5, 5, 2, 5, 5, 3, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 0, 5, 3, 0, 5, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 6, 5, 3, 6, 5, 8, b.bricks, b.bricks, false);
        generateBox(level, chunkBox, 1, 5, 8, 5, 5, 8, b.bricks, b.bricks, false);
        int weFence = b.side(b.side(b.fence, "west"), "east");
        int nsFence = b.side(b.side(b.fence, "north"), "south");
        placeBlock(level, b.side(b.fence, "west"), 1, 6, 3, chunkBox);
        placeBlock(level, b.side(b.fence, "east"), 5, 6, 3, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "east"), "north"), 0, 6, 3, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "west"), "north"), 6, 6, 3, chunkBox);
        generateBox(level, chunkBox, 0, 6, 4, 0, 6, 7, nsFence, nsFence, false);
        generateBox(level, chunkBox, 6, 6, 4, 6, 6, 7, nsFence, nsFence, false);
        placeBlock(level, b.side(b.side(b.fence, "east"), "south"), 0, 6, 8, chunkBox);
        placeBlock(level, b.side(b.side(b.fence, "west"), "south"), 6, 6, 8, chunkBox);
        generateBox(level, chunkBox, 1, 6, 8, 5, 6, 8, weFence, weFence, false);
        placeBlock(level, b.side(b.fence, "east"), 1, 7, 8, chunkBox);
        generateBox(level, chunkBox, 2, 7, 8, 4, 7, 8, weFence, weFence, false);
        placeBlock(level, b.side(b.fence, "west"), 5, 7, 8, chunkBox);
        placeBlock(level, b.side(b.fence, "east"), 2, 8, 8, chunkBox);
        placeBlock(level, weFence, 3, 8, 8, chunkBox);
        placeBlock(level, b.side(b.fence, "west"), 4, 8, 8, chunkBox);
        int wx = getWorldX(3, 5), wy = getWorldY(5), wz = getWorldZ(3, 5);
        if (!hasPlacedSpawner && chunkBox.isInside(wx, wy, wz)) {
            hasPlacedSpawner = true;
            level.setBlock(wx, wy, wz, b.spawner, WorldGenLevel.UPDATE_CLIENTS);
            ProtoChunk.BlockEntityData be = level.getBlockEntity(wx, wy, wz);
            if (be != null && level.states().block(level.getBlockState(wx, wy, wz)) == b.spawnerBlock) {
                // game: SpawnerBlockEntity.setEntityId(BLAZE, random): the empty spawn potentials draw nothing
                be.id = "minecraft:mob_spawner";
                be.fields.put("SpawnData", CompoundBinaryTag.builder()
                        .put("entity", CompoundBinaryTag.builder().putString("id", "minecraft:blaze").build()).build());
                be.fields.put("SpawnPotentials", ListBinaryTag.empty());
            }
        }
        for (int x = 0; x <= 6; x++) {
            for (int z = 0; z <= 6; z++) {
                fillColumnDown(level, b.bricks, x, -1, z, chunkBox);
            }
        }
    }
}
