package dev.strata.engine.structure.scattered;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.template.TemplatePieces;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The swamp hut (game: {@code SwampHutPiece}, id {@code minecraft:tesh}, 26.1): 7 x 7 x 9, at the mean ground height
 * over its columns in the chunk; spruce planks, oak log stilts filled down to the ground, spruce stair roof with
 * outer corners, fences, a potted red mushroom, crafting table and cauldron; a witch and a cat at (2, 2, 5) when the
 * chunk holds that block (once each: {@code Witch}, {@code Cat}). No draws from the piece's random.
 *
 * <p>Saved fields: the scattered piece's, {@code Witch}, {@code Cat}.
 */
final class SwampHutPiece extends ScatteredFeaturePiece {
    private boolean spawnedWitch, spawnedCat;

    SwampHutPiece(RandomSource random, int west, int north) {
        super(west, 64, north, 7, 7, 9, randomHorizontalDirection(random));
    }

    /** Game: {@code SwampHutPiece(CompoundTag)}: {@code Witch}, {@code Cat} (bytes). */
    SwampHutPiece(PieceTag tag) {
        super(tag);
        spawnedWitch = tag.getBoolean("Witch");
        spawnedCat = tag.getBoolean("Cat");
    }

    @Override
    public String typeId() {
        return "minecraft:tesh";
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (!updateAverageGroundHeight(level, chunkBox, 0)) return;
        BlockStates s = level.states();
        int planks = s.defaultState("minecraft:spruce_planks"), log = s.defaultState("minecraft:oak_log"), fence = s.defaultState("minecraft:oak_fence");
        generateBox(level, chunkBox, 1, 1, 1, 5, 1, 7, planks, planks, false);
        generateBox(level, chunkBox, 1, 4, 2, 5, 4, 7, planks, planks, false);
        generateBox(level, chunkBox, 2, 1, 0, 4, 1, 0, planks, planks, false);
        generateBox(level, chunkBox, 2, 2, 2, 3, 3, 2, planks, planks, false);
        generateBox(level, chunkBox, 1, 2, 3, 1, 3, 6, planks, planks, false);
        generateBox(level, chunkBox, 5, 2, 3, 5, 3, 6, planks, planks, false);
        generateBox(level, chunkBox, 2, 2, 7, 4, 3, 7, planks, planks, false);
        generateBox(level, chunkBox, 1, 0, 2, 1, 3, 2, log, log, false);
        generateBox(level, chunkBox, 5, 0, 2, 5, 3, 2, log, log, false);
        generateBox(level, chunkBox, 1, 0, 7, 1, 3, 7, log, log, false);
        generateBox(level, chunkBox, 5, 0, 7, 5, 3, 7, log, log, false);
        placeBlock(level, fence, 2, 3, 2, chunkBox);
        placeBlock(level, fence, 3, 3, 7, chunkBox);
        placeBlock(level, s.air, 1, 3, 4, chunkBox);
        placeBlock(level, s.air, 5, 3, 4, chunkBox);
        placeBlock(level, s.air, 5, 3, 5, chunkBox);
        placeBlock(level, s.defaultState("minecraft:potted_red_mushroom"), 1, 3, 5, chunkBox);
        placeBlock(level, s.defaultState("minecraft:crafting_table"), 3, 2, 6, chunkBox);
        placeBlock(level, s.defaultState("minecraft:cauldron"), 4, 2, 6, chunkBox);
        placeBlock(level, fence, 1, 2, 1, chunkBox);
        placeBlock(level, fence, 5, 2, 1, chunkBox);
        int stairs = s.defaultState("minecraft:spruce_stairs");
        int north = s.with(stairs, "facing", "north"), east = s.with(stairs, "facing", "east"), west = s.with(stairs, "facing", "west"),
                south = s.with(stairs, "facing", "south");
        generateBox(level, chunkBox, 0, 4, 1, 6, 4, 1, stairs(level, north), stairs(level, north), false);
        generateBox(level, chunkBox, 0, 4, 2, 0, 4, 7, east, east, false);
        generateBox(level, chunkBox, 6, 4, 2, 6, 4, 7, west, west, false);
        generateBox(level, chunkBox, 0, 4, 8, 6, 4, 8, stairs(level, south), stairs(level, south), false);
        placeBlock(level, stairs(level, s.with(north, "shape", "outer_right")), 0, 4, 1, chunkBox);
        placeBlock(level, stairs(level, s.with(north, "shape", "outer_left")), 6, 4, 1, chunkBox);
        placeBlock(level, stairs(level, s.with(south, "shape", "outer_left")), 0, 4, 8, chunkBox);
        placeBlock(level, stairs(level, s.with(south, "shape", "outer_right")), 6, 4, 8, chunkBox);
        for (int z = 2; z <= 7; z += 5) {
            for (int x = 1; x <= 5; x += 4) fillColumnDown(level, log, x, -1, z, chunkBox);
        }
        int[] p = worldPos(2, 2, 5);
        if (!spawnedWitch && chunkBox.isInside(p[0], p[1], p[2])) {
            spawnedWitch = true;
            // finalizeSpawn (Raider): a witch not spawned naturally can join raids, saved as CanJoinRaid
            TemplatePieces.addMob(level, "minecraft:witch", p[0] + 0.5, p[1], p[2] + 0.5, CompoundBinaryTag.builder().putBoolean("CanJoinRaid", true).build());
        }
        if (!spawnedCat && chunkBox.isInside(p[0], p[1], p[2])) {
            spawnedCat = true;
            TemplatePieces.addMob(level, "minecraft:cat", p[0] + 0.5, p[1], p[2] + 0.5);
        }
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("Witch", spawnedWitch);
        tag.putBoolean("Cat", spawnedCat);
    }
}
