package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;
import java.util.BitSet;

/**
 * Feature type {@code simple_block} (game: {@code SimpleBlockFeature} with {@code SimpleBlockConfiguration}; the
 * same in 26.1 and 26.2): one state from {@code to_place} at the origin, if it can survive there
 * ({@link BlockSurvival}). A double plant ({@code DoublePlantBlock}: tall grass, large fern, the tall flowers,
 * pitcher crop and plant, small dripleaf, tall seagrass) needs the block above empty and gets both halves
 * ({@code DoublePlantBlock.placeAt}: {@code half} lower and upper, {@code waterlogged} copied from the water at each
 * position). Flags 2. With {@code schedule_tick} the block then at the origin gets a block tick after 1.
 *
 * <p>Not exact: {@code pale_moss_carpet} (game: {@code MossyCarpetBlock.placeAt}, which shapes the carpet against
 * its neighbours and draws a topper from the region's own random) is placed as given; no 26.2 nether feature
 * reaches it.
 *
 * @param toPlace the state provider
 * @param scheduleTick {@code schedule_tick} (default false)
 * @param doublePlants block indices of the game's {@code DoublePlantBlock}s
 */
record SimpleBlockFeature(BlockStateProvider toPlace, boolean scheduleTick, BitSet doublePlants) implements ConfiguredFeature {
    /** Blocks whose class is {@code DoublePlantBlock} or a subclass (26.1 {@code Blocks}; the 26.2 block list has the same lower/upper plants). */
    static final String[] DOUBLE_PLANTS = {"minecraft:tall_seagrass", "minecraft:sunflower", "minecraft:lilac",
            "minecraft:rose_bush", "minecraft:peony", "minecraft:tall_grass", "minecraft:large_fern",
            "minecraft:pitcher_crop", "minecraft:pitcher_plant", "minecraft:small_dripleaf"};

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        BlockStateProvider provider = p.stateProvider(c.get("to_place"));
        boolean tick = c.has("schedule_tick") && c.get("schedule_tick").asBoolean();
        return new SimpleBlockFeature(provider, tick, doublePlants(p.states()));
    }

    static BitSet doublePlants(BlockStates states) {
        BitSet bits = new BitSet();
        for (String name : DOUBLE_PLANTS) bits.set(states.blockIndex(name));
        return bits;
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates states = level.states();
        int state = toPlace.getState(level, random, x, y, z);
        if (!BlockSurvival.canSurvive(level, state, x, y, z)) return false;
        if (doublePlants.get(states.block(state))) {
            if (!level.isEmptyBlock(x, y + 1, z)) return false;
            placeDoublePlant(level, state, x, y, z, WorldGenLevel.UPDATE_CLIENTS);
        } else {
            level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS);
        }
        if (scheduleTick) {
            level.scheduleBlockTick(x, y, z, states.registry().blockName(level.getBlockState(x, y, z)), 1);
        }
        return true;
    }

    /** Game: {@code DoublePlantBlock.placeAt}: the lower half at (x, y, z), the upper above, each waterlogged as the water there says. */
    static void placeDoublePlant(WorldGenLevel level, int state, int x, int y, int z, int flags) {
        BlockStates states = level.states();
        level.setBlock(x, y, z, copyWaterloggedFrom(level, x, y, z, states.with(state, "half", "lower")), flags);
        level.setBlock(x, y + 1, z, copyWaterloggedFrom(level, x, y + 1, z, states.with(state, "half", "upper")), flags);
    }

    /** Game: {@code DoublePlantBlock.copyWaterloggedFrom}: {@code waterlogged} = the fluid at the position is water. */
    static int copyWaterloggedFrom(WorldGenLevel level, int x, int y, int z, int state) {
        BlockStates states = level.states();
        if (states.value(state, "waterlogged") == null) return state;
        boolean water = states.isWaterFluid(level.getBlockState(x, y, z));
        return states.with(state, "waterlogged", water ? "true" : "false");
    }
}
