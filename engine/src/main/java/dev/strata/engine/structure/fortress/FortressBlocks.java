package dev.strata.engine.structure.fortress;

import dev.strata.engine.block.BlockStates;

/**
 * The state ids a nether fortress places, resolved once per {@link BlockStates} (one per pack): nether bricks, air
 * (the game's {@code Blocks.AIR}, not cave air), the nether brick fence and stairs in their default states, soul
 * sand, nether wart (age 0), a lava source, the spawner and the chest.
 */
final class FortressBlocks {
    /** Per block states (soft values: each holds its key). */
    private static final dev.strata.engine.data.SoftCache<BlockStates, FortressBlocks> CACHE = new dev.strata.engine.data.SoftCache<>();

    final BlockStates states;
    final int bricks, air, fence, stairs, soulSand, netherWart, lava, spawner, chest;
    final int spawnerBlock, chestBlock;

    private FortressBlocks(BlockStates s) {
        states = s;
        bricks = s.defaultState("minecraft:nether_bricks");
        air = s.air;
        fence = s.defaultState("minecraft:nether_brick_fence");
        stairs = s.defaultState("minecraft:nether_brick_stairs");
        soulSand = s.defaultState("minecraft:soul_sand");
        netherWart = s.defaultState("minecraft:nether_wart");
        lava = s.defaultState("minecraft:lava");
        spawner = s.defaultState("minecraft:spawner");
        chest = s.defaultState("minecraft:chest");
        spawnerBlock = s.block(spawner);
        chestBlock = s.block(chest);
    }

    /** The blocks in the pack of {@code states}. */
    static FortressBlocks of(BlockStates states) {
        return CACHE.get(states, FortressBlocks::new);
    }

    /** The fence {@code state} joined on side {@code side} (game: {@code setValue(FenceBlock.<SIDE>, true)}). */
    int side(int state, String side) {
        return states.with(state, side, "true");
    }

    /** The stairs {@code state} facing {@code facing} (game: {@code setValue(StairBlock.FACING, ...)}). */
    int facing(int state, String facing) {
        return states.with(state, "facing", facing);
    }
}
