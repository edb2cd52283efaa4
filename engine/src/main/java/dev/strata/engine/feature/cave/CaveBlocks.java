package dev.strata.engine.feature.cave;

import dev.strata.regionio.block.BlockStateRegistry;

/**
 * Block indices and states the cave features name in code (game: {@code Blocks.*}), from the vanilla 26.2 state
 * registry every {@link dev.strata.engine.block.BlockStates} uses.
 */
final class CaveBlocks {
    private static final BlockStateRegistry R = BlockStateRegistry.vanilla();

    static final int WATER = index("water"), LAVA = index("lava"), DRIPSTONE_BLOCK = index("dripstone_block");
    static final int WATER_STATE = R.defaultState("minecraft:water");
    static final int DRIPSTONE_BLOCK_STATE = R.defaultState("minecraft:dripstone_block");

    private CaveBlocks() {}

    static int index(String name) {
        return R.blockIndex(R.defaultState("minecraft:" + name));
    }

    static int state(String name) {
        return R.defaultState("minecraft:" + name);
    }
}
