package dev.strata.engine.structure.oceanmonument;

import dev.strata.engine.block.BlockStates;

/**
 * The state ids an ocean monument places, resolved once per {@link BlockStates} (one per pack), named as the game's
 * {@code OceanMonumentPiece} constants: prismarine ({@code BASE_GRAY}), prismarine bricks ({@code BASE_LIGHT}, also
 * {@code DOT_DECO_DATA}), dark prismarine ({@code BASE_BLACK}), sea lantern ({@code LAMP_BLOCK}), the water source
 * ({@code FILL_BLOCK}), air, the gold block of the core room and the wet sponge of the top rooms, all in their
 * default states; and the blocks {@code FILL_KEEP} that a water box leaves alone (ice, packed ice, blue ice, water).
 */
final class MonumentBlocks {
    /** Per block states (soft values: each holds its key). */
    private static final dev.strata.engine.data.SoftCache<BlockStates, MonumentBlocks> CACHE = new dev.strata.engine.data.SoftCache<>();

    final BlockStates states;
    final int gray, light, black, lamp, water, air, gold, wetSponge;
    private final int ice, packedIce, blueIce, waterBlock;

    private MonumentBlocks(BlockStates s) {
        states = s;
        gray = s.defaultState("minecraft:prismarine");
        light = s.defaultState("minecraft:prismarine_bricks");
        black = s.defaultState("minecraft:dark_prismarine");
        lamp = s.defaultState("minecraft:sea_lantern");
        water = s.defaultState("minecraft:water");
        air = s.air;
        gold = s.defaultState("minecraft:gold_block");
        wetSponge = s.defaultState("minecraft:wet_sponge");
        ice = s.blockIndex("minecraft:ice");
        packedIce = s.blockIndex("minecraft:packed_ice");
        blueIce = s.blockIndex("minecraft:blue_ice");
        waterBlock = s.block(water);
    }

    /** Whether a water box keeps {@code state} (game: {@code FILL_KEEP.contains(state.getBlock())}). */
    boolean fillKeeps(int state) {
        int block = states.block(state);
        return block == ice || block == packedIce || block == blueIce || block == waterBlock;
    }

    /** The blocks in the pack of {@code states}. */
    static MonumentBlocks of(BlockStates states) {
        return CACHE.get(states, MonumentBlocks::new);
    }
}
