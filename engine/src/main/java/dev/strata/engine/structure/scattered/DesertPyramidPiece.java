package dev.strata.engine.structure.scattered;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.feature.Direction;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.BlockPos;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.Shuffle;
import dev.strata.engine.random.XoroshiroRandom;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.PieceTag;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import net.kyori.adventure.nbt.CompoundBinaryTag;

/**
 * The desert pyramid's piece (game: {@code DesertPyramidPiece}, id {@code minecraft:tedp}, 26.1) and its
 * structure's {@code afterPlace} (game: {@code DesertPyramidStructure.afterPlace}): 21 x 15 x 21 at y 64, a random
 * horizontal direction, at the lowest ground height over its columns less {@code nextInt(3)} (drawn at every
 * placement); sandstone, cut and chiseled sandstone, orange and blue terracotta, the TNT trap under a pressure
 * plate, four chests ({@code chests/desert_pyramid}, each once) and the cellar with its collapsed roof.
 *
 * <p>The cellar's sand variant and the roof's 0.33 floats come from the region's own random (game:
 * {@code WorldGenLevel.getRandom()}: {@code worldgen_region_random} of the world's positional random at the decorated
 * chunk's corner). Strata's level has none; the piece makes that random afresh for the chunk, which is the game's as
 * long as nothing else of the chunk's decoration drew from it before (a known approximation).
 *
 * <p>After the piece (game: {@code afterPlace}, with the start's one piece): the roof's chosen block and 5 to 7 of
 * the cellar's sand spots (sorted as {@code Vec3i.compareTo}: y, z, x; shuffled by a legacy random at the box's
 * centre) become suspicious sand with loot table {@code archaeology/desert_pyramid} and the position as seed; the
 * other spots become sand, within the chunk.
 *
 * <p>Saved fields: the scattered piece's, {@code hasPlacedChest0..3}.
 */
final class DesertPyramidPiece extends ScatteredFeaturePiece {
    private final boolean[] hasPlacedChest = new boolean[4];
    private final List<int[]> potentialSuspiciousSandWorldPositions = new ArrayList<>();
    private int[] randomCollapsedRoofPos = {0, 0, 0};
    private BlockStates s;

    DesertPyramidPiece(RandomSource random, int west, int north) {
        super(west, 64, north, 21, 15, 21, randomHorizontalDirection(random));
    }

    /**
     * Game: {@code DesertPyramidPiece(CompoundTag)}: {@code hasPlacedChest0} to {@code hasPlacedChest3} (bytes); the
     * suspicious sand spots and the collapsed roof's position are not saved (gathered again while placing).
     */
    DesertPyramidPiece(PieceTag tag) {
        super(tag);
        for (int i = 0; i < 4; i++) hasPlacedChest[i] = tag.getBoolean("hasPlacedChest" + i);
    }

    @Override
    public String typeId() {
        return "minecraft:tedp";
    }

    private int def(String name) {
        return s.defaultState(name);
    }

    /** Game: the region's {@code getRandom()} for the chunk being decorated (see the class comment). */
    private static RandomSource regionRandom(WorldGenLevel level) {
        return new XoroshiroRandom(level.getSeed()).forkPositional().fromHashOf("minecraft:worldgen_region_random").forkPositional()
                .at(level.centerChunkX() << 4, 0, level.centerChunkZ() << 4);
    }

    @Override
    public void postProcess(WorldGenLevel level, RandomSource random, BoundingBox chunkBox, int chunkX, int chunkZ, long referencePos) {
        s = level.states();
        int x;
        if (!updateHeightPositionToLowestGroundHeight(level, -random.nextInt(3))) {
            return;
        }
        generateBox(level, chunkBox, 0, -4, 0, width - 1, 0, depth - 1, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        for (int pos = 1; pos <= 9; ++pos) {
            generateBox(level, chunkBox, pos, pos, pos, width - 1 - pos, pos, depth - 1 - pos, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
            generateBox(level, chunkBox, pos + 1, pos, pos + 1, width - 2 - pos, pos, depth - 2 - pos, s.air, s.air, false);
        }
        for (int x2 = 0; x2 < width; ++x2) {
            for (int z = 0; z < depth; ++z) {
                int startY = -5;
                fillColumnDown(level, def("minecraft:sandstone"), x2, -5, z, chunkBox);
            }
        }
        int northStairs = s.with(def("minecraft:sandstone_stairs"), "facing", "north");
        int southStairs = s.with(def("minecraft:sandstone_stairs"), "facing", "south");
        int eastStairs = s.with(def("minecraft:sandstone_stairs"), "facing", "east");
        int westStairs = s.with(def("minecraft:sandstone_stairs"), "facing", "west");
        generateBox(level, chunkBox, 0, 0, 0, 4, 9, 4, def("minecraft:sandstone"), s.air, false);
        generateBox(level, chunkBox, 1, 10, 1, 3, 10, 3, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        placeBlock(level, northStairs, 2, 10, 0, chunkBox);
        placeBlock(level, southStairs, 2, 10, 4, chunkBox);
        placeBlock(level, eastStairs, 0, 10, 2, chunkBox);
        placeBlock(level, westStairs, 4, 10, 2, chunkBox);
        generateBox(level, chunkBox, width - 5, 0, 0, width - 1, 9, 4, def("minecraft:sandstone"), s.air, false);
        generateBox(level, chunkBox, width - 4, 10, 1, width - 2, 10, 3, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        placeBlock(level, northStairs, width - 3, 10, 0, chunkBox);
        placeBlock(level, southStairs, width - 3, 10, 4, chunkBox);
        placeBlock(level, eastStairs, width - 5, 10, 2, chunkBox);
        placeBlock(level, westStairs, width - 1, 10, 2, chunkBox);
        generateBox(level, chunkBox, 8, 0, 0, 12, 4, 4, def("minecraft:sandstone"), s.air, false);
        generateBox(level, chunkBox, 9, 1, 0, 11, 3, 4, s.air, s.air, false);
        placeBlock(level, def("minecraft:cut_sandstone"), 9, 1, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 9, 2, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 9, 3, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 10, 3, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 11, 3, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 11, 2, 1, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 11, 1, 1, chunkBox);
        generateBox(level, chunkBox, 4, 1, 1, 8, 3, 3, def("minecraft:sandstone"), s.air, false);
        generateBox(level, chunkBox, 4, 1, 2, 8, 2, 2, s.air, s.air, false);
        generateBox(level, chunkBox, 12, 1, 1, 16, 3, 3, def("minecraft:sandstone"), s.air, false);
        generateBox(level, chunkBox, 12, 1, 2, 16, 2, 2, s.air, s.air, false);
        generateBox(level, chunkBox, 5, 4, 5, width - 6, 4, depth - 6, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, 9, 4, 9, 11, 4, 11, s.air, s.air, false);
        generateBox(level, chunkBox, 8, 1, 8, 8, 3, 8, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 12, 1, 8, 12, 3, 8, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 8, 1, 12, 8, 3, 12, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 12, 1, 12, 12, 3, 12, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 1, 1, 5, 4, 4, 11, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, width - 5, 1, 5, width - 2, 4, 11, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, 6, 7, 9, 6, 7, 11, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, width - 7, 7, 9, width - 7, 7, 11, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, 5, 5, 9, 5, 7, 11, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, width - 6, 5, 9, width - 6, 7, 11, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        placeBlock(level, s.air, 5, 5, 10, chunkBox);
        placeBlock(level, s.air, 5, 6, 10, chunkBox);
        placeBlock(level, s.air, 6, 6, 10, chunkBox);
        placeBlock(level, s.air, width - 6, 5, 10, chunkBox);
        placeBlock(level, s.air, width - 6, 6, 10, chunkBox);
        placeBlock(level, s.air, width - 7, 6, 10, chunkBox);
        generateBox(level, chunkBox, 2, 4, 4, 2, 6, 4, s.air, s.air, false);
        generateBox(level, chunkBox, width - 3, 4, 4, width - 3, 6, 4, s.air, s.air, false);
        placeBlock(level, northStairs, 2, 4, 5, chunkBox);
        placeBlock(level, northStairs, 2, 3, 4, chunkBox);
        placeBlock(level, northStairs, width - 3, 4, 5, chunkBox);
        placeBlock(level, northStairs, width - 3, 3, 4, chunkBox);
        generateBox(level, chunkBox, 1, 1, 3, 2, 2, 3, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, width - 3, 1, 3, width - 2, 2, 3, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        placeBlock(level, def("minecraft:sandstone"), 1, 1, 2, chunkBox);
        placeBlock(level, def("minecraft:sandstone"), width - 2, 1, 2, chunkBox);
        placeBlock(level, def("minecraft:sandstone_slab"), 1, 2, 2, chunkBox);
        placeBlock(level, def("minecraft:sandstone_slab"), width - 2, 2, 2, chunkBox);
        placeBlock(level, westStairs, 2, 1, 2, chunkBox);
        placeBlock(level, eastStairs, width - 3, 1, 2, chunkBox);
        generateBox(level, chunkBox, 4, 3, 5, 4, 3, 17, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, width - 5, 3, 5, width - 5, 3, 17, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, 3, 1, 5, 4, 2, 16, s.air, s.air, false);
        generateBox(level, chunkBox, width - 6, 1, 5, width - 5, 2, 16, s.air, s.air, false);
        for (int z = 5; z <= 17; z += 2) {
            placeBlock(level, def("minecraft:cut_sandstone"), 4, 1, z, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), 4, 2, z, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), width - 5, 1, z, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), width - 5, 2, z, chunkBox);
        }
        placeBlock(level, def("minecraft:orange_terracotta"), 10, 0, 7, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 10, 0, 8, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 9, 0, 9, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 11, 0, 9, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 8, 0, 10, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 12, 0, 10, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 7, 0, 10, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 13, 0, 10, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 9, 0, 11, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 11, 0, 11, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 10, 0, 12, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 10, 0, 13, chunkBox);
        placeBlock(level, def("minecraft:blue_terracotta"), 10, 0, 10, chunkBox);
        for (x = 0; x <= width - 1; x += width - 1) {
            placeBlock(level, def("minecraft:cut_sandstone"), x, 2, 1, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 2, 2, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 2, 3, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 3, 1, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 3, 2, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 3, 3, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 4, 1, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), x, 4, 2, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 4, 3, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 5, 1, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 5, 2, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 5, 3, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 6, 1, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), x, 6, 2, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 6, 3, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 7, 1, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 7, 2, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 7, 3, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 8, 1, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 8, 2, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 8, 3, chunkBox);
        }
        for (x = 2; x <= width - 3; x += width - 3 - 2) {
            placeBlock(level, def("minecraft:cut_sandstone"), x - 1, 2, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 2, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x + 1, 2, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x - 1, 3, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 3, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x + 1, 3, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x - 1, 4, 0, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), x, 4, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x + 1, 4, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x - 1, 5, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 5, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x + 1, 5, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x - 1, 6, 0, chunkBox);
            placeBlock(level, def("minecraft:chiseled_sandstone"), x, 6, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x + 1, 6, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x - 1, 7, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x, 7, 0, chunkBox);
            placeBlock(level, def("minecraft:orange_terracotta"), x + 1, 7, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x - 1, 8, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x, 8, 0, chunkBox);
            placeBlock(level, def("minecraft:cut_sandstone"), x + 1, 8, 0, chunkBox);
        }
        generateBox(level, chunkBox, 8, 4, 0, 12, 6, 0, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        placeBlock(level, s.air, 8, 6, 0, chunkBox);
        placeBlock(level, s.air, 12, 6, 0, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 9, 5, 0, chunkBox);
        placeBlock(level, def("minecraft:chiseled_sandstone"), 10, 5, 0, chunkBox);
        placeBlock(level, def("minecraft:orange_terracotta"), 11, 5, 0, chunkBox);
        generateBox(level, chunkBox, 8, -14, 8, 12, -11, 12, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 8, -10, 8, 12, -10, 12, def("minecraft:chiseled_sandstone"), def("minecraft:chiseled_sandstone"), false);
        generateBox(level, chunkBox, 8, -9, 8, 12, -9, 12, def("minecraft:cut_sandstone"), def("minecraft:cut_sandstone"), false);
        generateBox(level, chunkBox, 8, -8, 8, 12, -1, 12, def("minecraft:sandstone"), def("minecraft:sandstone"), false);
        generateBox(level, chunkBox, 9, -11, 9, 11, -1, 11, s.air, s.air, false);
        placeBlock(level, def("minecraft:stone_pressure_plate"), 10, -11, 10, chunkBox);
        generateBox(level, chunkBox, 9, -13, 9, 11, -13, 11, def("minecraft:tnt"), s.air, false);
        placeBlock(level, s.air, 8, -11, 10, chunkBox);
        placeBlock(level, s.air, 8, -10, 10, chunkBox);
        placeBlock(level, def("minecraft:chiseled_sandstone"), 7, -10, 10, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 7, -11, 10, chunkBox);
        placeBlock(level, s.air, 12, -11, 10, chunkBox);
        placeBlock(level, s.air, 12, -10, 10, chunkBox);
        placeBlock(level, def("minecraft:chiseled_sandstone"), 13, -10, 10, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 13, -11, 10, chunkBox);
        placeBlock(level, s.air, 10, -11, 8, chunkBox);
        placeBlock(level, s.air, 10, -10, 8, chunkBox);
        placeBlock(level, def("minecraft:chiseled_sandstone"), 10, -10, 7, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 10, -11, 7, chunkBox);
        placeBlock(level, s.air, 10, -11, 12, chunkBox);
        placeBlock(level, s.air, 10, -10, 12, chunkBox);
        placeBlock(level, def("minecraft:chiseled_sandstone"), 10, -10, 13, chunkBox);
        placeBlock(level, def("minecraft:cut_sandstone"), 10, -11, 13, chunkBox);
        for (Direction direction : Direction.HORIZONTAL) {
            int i = get2DDataValue(direction);
            if (hasPlacedChest[i]) continue;
            int xo = direction.stepX * 2;
            int zo = direction.stepZ * 2;
            hasPlacedChest[i] = createChest(level, chunkBox, random, 10 + xo, -11, 10 + zo, "minecraft:chests/desert_pyramid");
        }
        RandomSource regionRandom = regionRandom(level);
        addCellarStairs(level, chunkBox, regionRandom);
        addCellarRoom(level, chunkBox, regionRandom);

        afterPlace(level, chunkBox);
    }

    private void addCellarStairs(WorldGenLevel level, BoundingBox chunkBox, RandomSource regionRandom) {
        int x = 16, y = -4, z = 13; // the room's centre (game: addCellar)
        int sandStoneStairs = def("minecraft:sandstone_stairs");
        placeBlock(level, s.with(sandStoneStairs, "facing", "west"), 13, -1, 17, chunkBox);
        placeBlock(level, s.with(sandStoneStairs, "facing", "west"), 14, -2, 17, chunkBox);
        placeBlock(level, s.with(sandStoneStairs, "facing", "west"), 15, -3, 17, chunkBox);
        int sand = def("minecraft:sand");
        int sandStone = def("minecraft:sandstone");
        boolean variant = regionRandom.nextBoolean();
        placeBlock(level, sand, x - 4, y + 4, z + 4, chunkBox);
        placeBlock(level, sand, x - 3, y + 4, z + 4, chunkBox);
        placeBlock(level, sand, x - 2, y + 4, z + 4, chunkBox);
        placeBlock(level, sand, x - 1, y + 4, z + 4, chunkBox);
        placeBlock(level, sand, x, y + 4, z + 4, chunkBox);
        placeBlock(level, sand, x - 2, y + 3, z + 4, chunkBox);
        placeBlock(level, variant ? sand : sandStone, x - 1, y + 3, z + 4, chunkBox);
        placeBlock(level, !variant ? sand : sandStone, x, y + 3, z + 4, chunkBox);
        placeBlock(level, sand, x - 1, y + 2, z + 4, chunkBox);
        placeBlock(level, sandStone, x, y + 2, z + 4, chunkBox);
        placeBlock(level, sand, x, y + 1, z + 4, chunkBox);
    }

    private void addCellarRoom(WorldGenLevel level, BoundingBox chunkBox, RandomSource regionRandom) {
        int x = 16, y = -4, z = 13; // the room's centre (game: addCellar)
        int cutSandStone = def("minecraft:cut_sandstone");
        int hieroglyphsSandStone = def("minecraft:chiseled_sandstone");
        generateBox(level, chunkBox, x - 3, y + 1, z - 3, x - 3, y + 1, z + 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x + 3, y + 1, z - 3, x + 3, y + 1, z + 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x - 3, y + 1, z - 3, x + 3, y + 1, z - 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x - 3, y + 1, z + 3, x + 3, y + 1, z + 3, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x - 3, y + 2, z - 3, x - 3, y + 2, z + 2, hieroglyphsSandStone, hieroglyphsSandStone, true);
        generateBox(level, chunkBox, x + 3, y + 2, z - 3, x + 3, y + 2, z + 2, hieroglyphsSandStone, hieroglyphsSandStone, true);
        generateBox(level, chunkBox, x - 3, y + 2, z - 3, x + 3, y + 2, z - 2, hieroglyphsSandStone, hieroglyphsSandStone, true);
        generateBox(level, chunkBox, x - 3, y + 2, z + 3, x + 3, y + 2, z + 3, hieroglyphsSandStone, hieroglyphsSandStone, true);
        generateBox(level, chunkBox, x - 3, -1, z - 3, x - 3, -1, z + 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x + 3, -1, z - 3, x + 3, -1, z + 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x - 3, -1, z - 3, x + 3, -1, z - 2, cutSandStone, cutSandStone, true);
        generateBox(level, chunkBox, x - 3, -1, z + 3, x + 3, -1, z + 3, cutSandStone, cutSandStone, true);
        placeSandBox(x - 2, y + 1, z - 2, x + 2, y + 3, z + 2);
        placeCollapsedRoof(level, chunkBox, regionRandom, x - 2, y + 4, z - 2, x + 2, z + 2);
        int orangeTeracotta = def("minecraft:orange_terracotta");
        int blueTeracotta = def("minecraft:blue_terracotta");
        placeBlock(level, blueTeracotta, x, y, z, chunkBox);
        placeBlock(level, orangeTeracotta, x + 1, y, z - 1, chunkBox);
        placeBlock(level, orangeTeracotta, x + 1, y, z + 1, chunkBox);
        placeBlock(level, orangeTeracotta, x - 1, y, z - 1, chunkBox);
        placeBlock(level, orangeTeracotta, x - 1, y, z + 1, chunkBox);
        placeBlock(level, orangeTeracotta, x + 2, y, z, chunkBox);
        placeBlock(level, orangeTeracotta, x - 2, y, z, chunkBox);
        placeBlock(level, orangeTeracotta, x, y, z + 2, chunkBox);
        placeBlock(level, orangeTeracotta, x, y, z - 2, chunkBox);
        placeBlock(level, orangeTeracotta, x + 3, y, z, chunkBox);
        placeSand(x + 3, y + 1, z);
        placeSand(x + 3, y + 2, z);
        placeBlock(level, cutSandStone, x + 4, y + 1, z, chunkBox);
        placeBlock(level, hieroglyphsSandStone, x + 4, y + 2, z, chunkBox);
        placeBlock(level, orangeTeracotta, x - 3, y, z, chunkBox);
        placeSand(x - 3, y + 1, z);
        placeSand(x - 3, y + 2, z);
        placeBlock(level, cutSandStone, x - 4, y + 1, z, chunkBox);
        placeBlock(level, hieroglyphsSandStone, x - 4, y + 2, z, chunkBox);
        placeBlock(level, orangeTeracotta, x, y, z + 3, chunkBox);
        placeSand(x, y + 1, z + 3);
        placeSand(x, y + 2, z + 3);
        placeBlock(level, orangeTeracotta, x, y, z - 3, chunkBox);
        placeSand(x, y + 1, z - 3);
        placeSand(x, y + 2, z - 3);
        placeBlock(level, cutSandStone, x, y + 1, z - 4, chunkBox);
        placeBlock(level, hieroglyphsSandStone, x, -2, z - 4, chunkBox);
    }

    private void placeSand(int x, int y, int z) {
        potentialSuspiciousSandWorldPositions.add(worldPos(x, y, z));
    }

    private void placeSandBox(int x0, int y0, int z0, int x1, int y1, int z1) {
        for (int y = y0; y <= y1; ++y) {
            for (int x = x0; x <= x1; ++x) {
                for (int z = z0; z <= z1; ++z) {
                    placeSand(x, y, z);
                }
            }
        }
    }

    private void placeCollapsedRoofPiece(WorldGenLevel level, RandomSource regionRandom, int x, int y, int z, BoundingBox chunkBox) {
        if (regionRandom.nextFloat() < 0.33f) {
            int blockState = def("minecraft:sandstone");
            placeBlock(level, blockState, x, y, z, chunkBox);
        } else {
            int blockState = def("minecraft:sand");
            placeBlock(level, blockState, x, y, z, chunkBox);
        }
    }

    private void placeCollapsedRoof(WorldGenLevel level, BoundingBox chunkBox, RandomSource regionRandom, int x0, int y0, int z0, int x1, int z1) {
        for (int x = x0; x <= x1; ++x) {
            for (int z = z0; z <= z1; ++z) {
                placeCollapsedRoofPiece(level, regionRandom, x, y0, z, chunkBox);
            }
        }
        int[] at = worldPos(x0, y0, z0);
        RandomSource random = new LegacyRandom(level.getSeed()).forkPositional().at(at[0], at[1], at[2]);
        int roofPosX = random.nextIntBetweenInclusive(x0, x1);
        int roofPosZ = random.nextIntBetweenInclusive(z0, z1);
        randomCollapsedRoofPos = new int[] {getWorldX(roofPosX, roofPosZ), getWorldY(y0), getWorldZ(roofPosX, roofPosZ)};
    }


    /** Game: {@code DesertPyramidStructure.afterPlace} for this start's one piece. */
    private void afterPlace(WorldGenLevel level, BoundingBox chunkBox) {
        TreeSet<int[]> unique = new TreeSet<>((a, b) -> a[1] != b[1] ? Integer.compare(a[1], b[1]) : a[2] != b[2] ? Integer.compare(a[2], b[2])
                : Integer.compare(a[0], b[0]));
        unique.addAll(potentialSuspiciousSandWorldPositions);
        placeSuspiciousSand(chunkBox, level, randomCollapsedRoofPos);
        List<int[]> shuffled = new ArrayList<>(unique);
        RandomSource positional = new LegacyRandom(level.getSeed()).forkPositional().at(boundingBox.centerX(), boundingBox.centerY(), boundingBox.centerZ());
        Shuffle.shuffle(shuffled, positional);
        int toPlace = Math.min(unique.size(), positional.nextInt(5, 8));
        for (int[] p : shuffled) {
            if (toPlace > 0) {
                toPlace--;
                placeSuspiciousSand(chunkBox, level, p);
            } else if (chunkBox.isInside(p[0], p[1], p[2])) {
                level.setBlock(p[0], p[1], p[2], def("minecraft:sand"), WorldGenLevel.UPDATE_CLIENTS);
            }
        }
    }

    /** Game: {@code DesertPyramidStructure.placeSuspiciousSand}: loot table and the packed position as seed. */
    private void placeSuspiciousSand(BoundingBox chunkBox, WorldGenLevel level, int[] p) {
        if (!chunkBox.isInside(p[0], p[1], p[2])) return;
        level.setBlock(p[0], p[1], p[2], def("minecraft:suspicious_sand"), WorldGenLevel.UPDATE_CLIENTS);
        ProtoChunk.BlockEntityData be = level.getBlockEntity(p[0], p[1], p[2]);
        if (be == null) return;
        be.id = "minecraft:brushable_block";
        be.fields.put("LootTable", "minecraft:archaeology/desert_pyramid");
        long seed = BlockPos.asLong(p[0], p[1], p[2]);
        if (seed != 0L) be.fields.put("LootTableSeed", seed);
        else be.fields.remove("LootTableSeed");
    }

    @Override
    protected void addAdditionalSaveData(CompoundBinaryTag.Builder tag) {
        super.addAdditionalSaveData(tag);
        for (int i = 0; i < 4; i++) tag.putBoolean("hasPlacedChest" + i, hasPlacedChest[i]);
    }
}
