package dev.strata.engine.structure.scattered;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import dev.strata.engine.structure.template.TemplatePieces;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The jungle temple's piece (game: {@code JungleTemplePiece}, id {@code minecraft:tejp}, 26.1): 12 x 10 x 15 at y
 * 64, a random horizontal direction, at the mean ground height over its columns in the chunk. Walls of the game's
 * {@code MossStoneSelector} (a {@code nextFloat() < 0.4} per block of every selector box, drawn whether or not the
 * block is in the chunk: cobblestone, else mossy cobblestone), cobblestone stairs, the two tripwire traps with their
 * dispensers (loot table {@code chests/jungle_temple_dispenser}), the lever puzzle with sticky pistons and a
 * repeater, and two chests ({@code chests/jungle_temple}); each chest and dispenser once (saved flags). Draws, in
 * the game's order: the selector's floats, a {@code nextLong} per dispenser or chest set.
 *
 * <p>Saved fields: the scattered piece's, {@code placedMainChest}, {@code placedHiddenChest}, {@code placedTrap1},
 * {@code placedTrap2}.
 */
final class JungleTemplePiece extends ScatteredFeaturePiece {
    private boolean placedMainChest, placedHiddenChest, placedTrap1, placedTrap2;
    private BlockStates s;

    JungleTemplePiece(RandomSource random, int west, int north) {
        super(west, 64, north, 12, 10, 15, randomHorizontalDirection(random));
    }

    /**
     * Game: {@code JungleTemplePiece(CompoundTag)}: {@code placedMainChest}, {@code placedHiddenChest},
     * {@code placedTrap1}, {@code placedTrap2} (bytes).
     */
    JungleTemplePiece(PieceTag tag) {
        super(tag);
        placedMainChest = tag.getBoolean("placedMainChest");
        placedHiddenChest = tag.getBoolean("placedHiddenChest");
        placedTrap1 = tag.getBoolean("placedTrap1");
        placedTrap2 = tag.getBoolean("placedTrap2");
    }

    @Override
    public String typeId() {
        return "minecraft:tejp";
    }

    private int def(String name) {
        return s.defaultState(name);
    }

    /** Game: {@code generateBox(..., false, random, STONE_SELECTOR)}: a selector draw for every position. */
    private void stoneBox(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x0, int y0, int z0, int x1, int y1, int z1) {
        int cobble = def("minecraft:cobblestone"), mossy = def("minecraft:mossy_cobblestone");
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                for (int z = z0; z <= z1; z++) placeBlock(level, random.nextFloat() < 0.4f ? cobble : mossy, x, y, z, chunkBox);
            }
        }
    }

    /** Game: {@code createDispenser}: a dispenser facing {@code facing} with its loot table, once, inside the chunk. */
    private boolean createDispenser(WorldGenLevel level, BoundingBox chunkBox, RandomSource random, int x, int y, int z, Direction facing, String lootTable) {
        int[] p = worldPos(x, y, z);
        if (!chunkBox.isInside(p[0], p[1], p[2]) || s.block(level.getBlockState(p[0], p[1], p[2])) == s.blockIndex("minecraft:dispenser")) return false;
        placeBlock(level, s.with(def("minecraft:dispenser"), "facing", facing.serializedName()), x, y, z, chunkBox);
        TemplatePieces.setLootTable(level, random, p[0], p[1], p[2], lootTable);
        return true;
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        if (!updateAverageGroundHeight(level, chunkBox, 0)) return;
        s = level.states();
        stoneBox(level, chunkBox, random, 0, -4, 0, width - 1, 0, depth - 1);
        stoneBox(level, chunkBox, random, 2, 1, 2, 9, 2, 2);
        stoneBox(level, chunkBox, random, 2, 1, 12, 9, 2, 12);
        stoneBox(level, chunkBox, random, 2, 1, 3, 2, 2, 11);
        stoneBox(level, chunkBox, random, 9, 1, 3, 9, 2, 11);
        stoneBox(level, chunkBox, random, 1, 3, 1, 10, 6, 1);
        stoneBox(level, chunkBox, random, 1, 3, 13, 10, 6, 13);
        stoneBox(level, chunkBox, random, 1, 3, 2, 1, 6, 12);
        stoneBox(level, chunkBox, random, 10, 3, 2, 10, 6, 12);
        stoneBox(level, chunkBox, random, 2, 3, 2, 9, 3, 12);
        stoneBox(level, chunkBox, random, 2, 6, 2, 9, 6, 12);
        stoneBox(level, chunkBox, random, 3, 7, 3, 8, 7, 11);
        stoneBox(level, chunkBox, random, 4, 8, 4, 7, 8, 10);
        generateBox(level, chunkBox, 3, 1, 3, 8, 2, 11, s.air, s.air, false);
        generateBox(level, chunkBox, 4, 3, 6, 7, 3, 9, s.air, s.air, false);
        generateBox(level, chunkBox, 2, 4, 2, 9, 5, 12, s.air, s.air, false);
        generateBox(level, chunkBox, 4, 6, 5, 7, 6, 9, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 7, 6, 6, 7, 8, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 1, 2, 6, 2, 2, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 2, 12, 6, 2, 12, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 5, 1, 6, 5, 1, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 5, 13, 6, 5, 13, s.air, s.air, false);
        placeBlock(level, s.air, 1, 5, 5, chunkBox);
        placeBlock(level, s.air, 10, 5, 5, chunkBox);
        placeBlock(level, s.air, 1, 5, 9, chunkBox);
        placeBlock(level, s.air, 10, 5, 9, chunkBox);
        for (int z2 = 0; z2 <= 14; z2 += 14) {
            stoneBox(level, chunkBox, random, 2, 4, z2, 2, 5, z2);
            stoneBox(level, chunkBox, random, 4, 4, z2, 4, 5, z2);
            stoneBox(level, chunkBox, random, 7, 4, z2, 7, 5, z2);
            stoneBox(level, chunkBox, random, 9, 4, z2, 9, 5, z2);
        }
        stoneBox(level, chunkBox, random, 5, 6, 0, 6, 6, 0);
        for (int x = 0; x <= 11; x += 11) {
            for (int z3 = 2; z3 <= 12; z3 += 2) {
                stoneBox(level, chunkBox, random, x, 4, z3, x, 5, z3);
            }
            stoneBox(level, chunkBox, random, x, 6, 5, x, 6, 5);
            stoneBox(level, chunkBox, random, x, 6, 9, x, 6, 9);
        }
        stoneBox(level, chunkBox, random, 2, 7, 2, 2, 9, 2);
        stoneBox(level, chunkBox, random, 9, 7, 2, 9, 9, 2);
        stoneBox(level, chunkBox, random, 2, 7, 12, 2, 9, 12);
        stoneBox(level, chunkBox, random, 9, 7, 12, 9, 9, 12);
        stoneBox(level, chunkBox, random, 4, 9, 4, 4, 9, 4);
        stoneBox(level, chunkBox, random, 7, 9, 4, 7, 9, 4);
        stoneBox(level, chunkBox, random, 4, 9, 10, 4, 9, 10);
        stoneBox(level, chunkBox, random, 7, 9, 10, 7, 9, 10);
        stoneBox(level, chunkBox, random, 5, 9, 7, 6, 9, 7);
        int eastStairs = s.with(def("minecraft:cobblestone_stairs"), "facing", "east");
        int westStairs = s.with(def("minecraft:cobblestone_stairs"), "facing", "west");
        int southStairs = s.with(def("minecraft:cobblestone_stairs"), "facing", "south");
        int northStairs = s.with(def("minecraft:cobblestone_stairs"), "facing", "north");
        placeBlock(level, northStairs, 5, 9, 6, chunkBox);
        placeBlock(level, northStairs, 6, 9, 6, chunkBox);
        placeBlock(level, southStairs, 5, 9, 8, chunkBox);
        placeBlock(level, southStairs, 6, 9, 8, chunkBox);
        placeBlock(level, northStairs, 4, 0, 0, chunkBox);
        placeBlock(level, northStairs, 5, 0, 0, chunkBox);
        placeBlock(level, northStairs, 6, 0, 0, chunkBox);
        placeBlock(level, northStairs, 7, 0, 0, chunkBox);
        placeBlock(level, northStairs, 4, 1, 8, chunkBox);
        placeBlock(level, northStairs, 4, 2, 9, chunkBox);
        placeBlock(level, northStairs, 4, 3, 10, chunkBox);
        placeBlock(level, northStairs, 7, 1, 8, chunkBox);
        placeBlock(level, northStairs, 7, 2, 9, chunkBox);
        placeBlock(level, northStairs, 7, 3, 10, chunkBox);
        stoneBox(level, chunkBox, random, 4, 1, 9, 4, 1, 9);
        stoneBox(level, chunkBox, random, 7, 1, 9, 7, 1, 9);
        stoneBox(level, chunkBox, random, 4, 1, 10, 7, 2, 10);
        stoneBox(level, chunkBox, random, 5, 4, 5, 6, 4, 5);
        placeBlock(level, eastStairs, 4, 4, 5, chunkBox);
        placeBlock(level, westStairs, 7, 4, 5, chunkBox);
        for (int i = 0; i < 4; ++i) {
            placeBlock(level, southStairs, 5, 0 - i, 6 + i, chunkBox);
            placeBlock(level, southStairs, 6, 0 - i, 6 + i, chunkBox);
            generateBox(level, chunkBox, 5, 0 - i, 7 + i, 6, 0 - i, 9 + i, s.air, s.air, false);
        }
        generateBox(level, chunkBox, 1, -3, 12, 10, -1, 13, s.air, s.air, false);
        generateBox(level, chunkBox, 1, -3, 1, 3, -1, 13, s.air, s.air, false);
        generateBox(level, chunkBox, 1, -3, 1, 9, -1, 5, s.air, s.air, false);
        for (int z = 1; z <= 13; z += 2) {
            stoneBox(level, chunkBox, random, 1, -3, z, 1, -2, z);
        }
        for (int z = 2; z <= 12; z += 2) {
            stoneBox(level, chunkBox, random, 1, -1, z, 3, -1, z);
        }
        stoneBox(level, chunkBox, random, 2, -2, 1, 5, -2, 1);
        stoneBox(level, chunkBox, random, 7, -2, 1, 9, -2, 1);
        stoneBox(level, chunkBox, random, 6, -3, 1, 6, -3, 1);
        stoneBox(level, chunkBox, random, 6, -1, 1, 6, -1, 1);
        placeBlock(level, s.with(s.with(def("minecraft:tripwire_hook"), "facing", "east"), "attached", "true"), 1, -3, 8, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:tripwire_hook"), "facing", "west"), "attached", "true"), 4, -3, 8, chunkBox);
        placeBlock(level, s.with(s.with(s.with(def("minecraft:tripwire"), "east", "true"), "west", "true"), "attached", "true"), 2, -3, 8, chunkBox);
        placeBlock(level, s.with(s.with(s.with(def("minecraft:tripwire"), "east", "true"), "west", "true"), "attached", "true"), 3, -3, 8, chunkBox);
        int redstoneWireNS = s.with(s.with(def("minecraft:redstone_wire"), "north", "side"), "south", "side");
        placeBlock(level, redstoneWireNS, 5, -3, 7, chunkBox);
        placeBlock(level, redstoneWireNS, 5, -3, 6, chunkBox);
        placeBlock(level, redstoneWireNS, 5, -3, 5, chunkBox);
        placeBlock(level, redstoneWireNS, 5, -3, 4, chunkBox);
        placeBlock(level, redstoneWireNS, 5, -3, 3, chunkBox);
        placeBlock(level, redstoneWireNS, 5, -3, 2, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:redstone_wire"), "north", "side"), "west", "side"), 5, -3, 1, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:redstone_wire"), "east", "side"), "west", "side"), 4, -3, 1, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 3, -3, 1, chunkBox);
        if (!placedTrap1) {
            placedTrap1 = createDispenser(level, chunkBox, random, 3, -2, 1, Direction.NORTH, "minecraft:chests/jungle_temple_dispenser");
        }
        placeBlock(level, s.with(def("minecraft:vine"), "south", "true"), 3, -2, 2, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:tripwire_hook"), "facing", "north"), "attached", "true"), 7, -3, 1, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:tripwire_hook"), "facing", "south"), "attached", "true"), 7, -3, 5, chunkBox);
        placeBlock(level, s.with(s.with(s.with(def("minecraft:tripwire"), "north", "true"), "south", "true"), "attached", "true"), 7, -3, 2, chunkBox);
        placeBlock(level, s.with(s.with(s.with(def("minecraft:tripwire"), "north", "true"), "south", "true"), "attached", "true"), 7, -3, 3, chunkBox);
        placeBlock(level, s.with(s.with(s.with(def("minecraft:tripwire"), "north", "true"), "south", "true"), "attached", "true"), 7, -3, 4, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:redstone_wire"), "east", "side"), "west", "side"), 8, -3, 6, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:redstone_wire"), "west", "side"), "south", "side"), 9, -3, 6, chunkBox);
        placeBlock(level, s.with(s.with(def("minecraft:redstone_wire"), "north", "side"), "south", "up"), 9, -3, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 9, -3, 4, chunkBox);
        placeBlock(level, redstoneWireNS, 9, -2, 4, chunkBox);
        if (!placedTrap2) {
            placedTrap2 = createDispenser(level, chunkBox, random, 9, -2, 3, Direction.WEST, "minecraft:chests/jungle_temple_dispenser");
        }
        placeBlock(level, s.with(def("minecraft:vine"), "east", "true"), 8, -1, 3, chunkBox);
        placeBlock(level, s.with(def("minecraft:vine"), "east", "true"), 8, -2, 3, chunkBox);
        if (!placedMainChest) {
            placedMainChest = createChest(level, chunkBox, random, 8, -3, 3, "minecraft:chests/jungle_temple");
        }
        placeBlock(level, def("minecraft:mossy_cobblestone"), 9, -3, 2, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 8, -3, 1, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 4, -3, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 5, -2, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 5, -1, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 6, -3, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 7, -2, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 7, -1, 5, chunkBox);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 8, -3, 5, chunkBox);
        stoneBox(level, chunkBox, random, 9, -1, 1, 9, -1, 5);
        generateBox(level, chunkBox, 8, -3, 8, 10, -1, 10, s.air, s.air, false);
        placeBlock(level, def("minecraft:chiseled_stone_bricks"), 8, -2, 11, chunkBox);
        placeBlock(level, def("minecraft:chiseled_stone_bricks"), 9, -2, 11, chunkBox);
        placeBlock(level, def("minecraft:chiseled_stone_bricks"), 10, -2, 11, chunkBox);
        int lever = s.with(s.with(def("minecraft:lever"), "facing", "north"), "face", "wall");
        placeBlock(level, lever, 8, -2, 12, chunkBox);
        placeBlock(level, lever, 9, -2, 12, chunkBox);
        placeBlock(level, lever, 10, -2, 12, chunkBox);
        stoneBox(level, chunkBox, random, 8, -3, 8, 8, -3, 10);
        stoneBox(level, chunkBox, random, 10, -3, 8, 10, -3, 10);
        placeBlock(level, def("minecraft:mossy_cobblestone"), 10, -2, 9, chunkBox);
        placeBlock(level, redstoneWireNS, 8, -2, 9, chunkBox);
        placeBlock(level, redstoneWireNS, 8, -2, 10, chunkBox);
        placeBlock(level, s.with(s.with(s.with(s.with(def("minecraft:redstone_wire"), "north", "side"), "south", "side"), "east", "side"), "west", "side"), 10, -1, 9, chunkBox);
        placeBlock(level, s.with(def("minecraft:sticky_piston"), "facing", "up"), 9, -2, 8, chunkBox);
        placeBlock(level, s.with(def("minecraft:sticky_piston"), "facing", "west"), 10, -2, 8, chunkBox);
        placeBlock(level, s.with(def("minecraft:sticky_piston"), "facing", "west"), 10, -1, 8, chunkBox);
        placeBlock(level, s.with(def("minecraft:repeater"), "facing", "north"), 10, -2, 10, chunkBox);
        if (!placedHiddenChest) {
            placedHiddenChest = createChest(level, chunkBox, random, 9, -3, 10, "minecraft:chests/jungle_temple");
        }
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        tag.putBoolean("placedMainChest", placedMainChest);
        tag.putBoolean("placedHiddenChest", placedHiddenChest);
        tag.putBoolean("placedTrap1", placedTrap1);
        tag.putBoolean("placedTrap2", placedTrap2);
    }
}
