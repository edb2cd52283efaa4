package dev.strata.engine.feature;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.random.RandomSource;
import net.kyori.adventure.nbt.LongBinaryTag;
import net.kyori.adventure.nbt.StringBinaryTag;

/**
 * Game: {@code BonusChestFeature} ({@code bonus_chest}, no configuration; 26.1 and 26.2 alike). The game places it
 * itself beside the world spawn when a world is made with the bonus chest; no vanilla biome lists it, but a data pack
 * may.
 *
 * <p>The block x and z of the origin's chunk are each shuffled ({@code Util.toShuffledList}: for i from 16 down to
 * 2, swap entries i - 1 and {@code nextInt(i)}), x first. For x in that order, then z in its order, the position is
 * the column's {@code MOTION_BLOCKING_NO_LEAVES} height; the first one that is air, or whose block has an empty
 * collision shape (grass, flowers, a thin snow layer...), gets a chest (default state, flags 2) with the loot table
 * {@code minecraft:chests/spawn_bonus_chest} and a seed drawn by {@code nextLong} (game:
 * {@code RandomizableContainer.setBlockEntityLootTable}, drawn only when the chest's block entity exists), then a
 * torch on each horizontal side, north, east, south, west, where a torch survives (the block below supports its
 * centre), replacing what is there. Returns false when no column qualifies.
 */
record BonusChestFeature(int chest, int torch) implements ConfiguredFeature {
    static final String LOOT_TABLE = "minecraft:chests/spawn_bonus_chest";

    /** Direction.Plane.HORIZONTAL: north, east, south, west. */
    private static final int[][] HORIZONTAL = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}};

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStates s = p.states();
        return new BonusChestFeature(s.defaultState("minecraft:chest"), s.defaultState("minecraft:torch"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int[] xs = shuffled(x & ~15, random);
        int[] zs = shuffled(z & ~15, random);
        for (int cx : xs) {
            for (int cz : zs) {
                int cy = level.getHeight(Heightmap.Types.MOTION_BLOCKING_NO_LEAVES, cx, cz);
                int there = level.getBlockState(cx, cy, cz);
                if (!level.isEmptyBlock(cx, cy, cz) && !level.states().registry().collisionShape(there).equals("[]")) continue;
                level.setBlock(cx, cy, cz, chest, 2);
                ProtoChunk.BlockEntityData be = level.getBlockEntity(cx, cy, cz);
                if (be != null) {
                    be.id = "minecraft:chest";
                    be.fields.put("LootTable", StringBinaryTag.stringBinaryTag(LOOT_TABLE));
                    long seed = random.nextLong();
                    if (seed != 0L) be.fields.put("LootTableSeed", LongBinaryTag.longBinaryTag(seed));
                }
                for (int[] d : HORIZONTAL) {
                    if (BlockSurvival.canSurvive(level, torch, cx + d[0], cy, cz + d[1])) level.setBlock(cx + d[0], cy, cz + d[1], torch, 2);
                }
                return true;
            }
        }
        return false;
    }

    /** The 16 block coordinates from {@code min}, shuffled as {@code Util.toShuffledList(IntStream, random)} does. */
    static int[] shuffled(int min, RandomSource random) {
        int[] v = new int[16];
        for (int i = 0; i < 16; i++) v[i] = min + i;
        Shuffle.shuffle(v, random);
        return v;
    }
}
