package dev.strata.engine.levelgen;

import dev.strata.regionio.block.BlockStateRegistry;

/**
 * The three block states the aquifer itself names (game: {@code Blocks.AIR}, {@code Blocks.WATER},
 * {@code Blocks.LAVA} default states). The game tests fluids with {@code is(Blocks.WATER)} / {@code is(Blocks.LAVA)};
 * the only fluid states an aquifer ever handles are these default states (the picker's lava and default fluid),
 * so comparing ids is equivalent.
 *
 * @param air   state id of {@code minecraft:air}
 * @param water state id of {@code minecraft:water[level=0]}
 * @param lava  state id of {@code minecraft:lava[level=0]}
 */
public record AquiferBlocks(int air, int water, int lava) {

    /** The ids from the 26.2 registry. */
    public static AquiferBlocks vanilla(BlockStateRegistry registry) {
        return new AquiferBlocks(registry.defaultState("minecraft:air"), registry.defaultState("minecraft:water"),
                registry.defaultState("minecraft:lava"));
    }
}
