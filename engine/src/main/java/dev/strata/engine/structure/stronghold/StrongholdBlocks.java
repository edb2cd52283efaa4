package dev.strata.engine.structure.stronghold;

import dev.strata.engine.block.BlockStates;

/**
 * The state ids a stronghold places, resolved once per {@link BlockStates} (one per pack), each in its default
 * state unless named otherwise; the pieces set the properties the game sets ({@link #with}).
 */
final class StrongholdBlocks {
    /** Per block states (soft values: each holds its key). */
    private static final dev.strata.engine.data.SoftCache<BlockStates, StrongholdBlocks> CACHE = new dev.strata.engine.data.SoftCache<>();

    final BlockStates states;
    final int caveAir, stoneBricks, crackedStoneBricks, mossyStoneBricks, infestedStoneBricks, cobblestone, cobblestoneStairs, smoothStoneSlab,
            stoneBrickSlab, stoneBrickStairs, oakPlanks, oakFence, oakDoor, ironDoor, ironBars, stoneButton, wallTorch, torch, ladder, bookshelf,
            cobweb, water, lava, endPortalFrame, endPortal, spawner, chest;
    final int spawnerBlock, chestBlock, oakDoorBlock, ironDoorBlock;

    private StrongholdBlocks(BlockStates s) {
        states = s;
        caveAir = s.defaultState("minecraft:cave_air");
        stoneBricks = s.defaultState("minecraft:stone_bricks");
        crackedStoneBricks = s.defaultState("minecraft:cracked_stone_bricks");
        mossyStoneBricks = s.defaultState("minecraft:mossy_stone_bricks");
        infestedStoneBricks = s.defaultState("minecraft:infested_stone_bricks");
        cobblestone = s.defaultState("minecraft:cobblestone");
        cobblestoneStairs = s.defaultState("minecraft:cobblestone_stairs");
        smoothStoneSlab = s.defaultState("minecraft:smooth_stone_slab");
        stoneBrickSlab = s.defaultState("minecraft:stone_brick_slab");
        stoneBrickStairs = s.defaultState("minecraft:stone_brick_stairs");
        oakPlanks = s.defaultState("minecraft:oak_planks");
        oakFence = s.defaultState("minecraft:oak_fence");
        oakDoor = s.defaultState("minecraft:oak_door");
        ironDoor = s.defaultState("minecraft:iron_door");
        ironBars = s.defaultState("minecraft:iron_bars");
        stoneButton = s.defaultState("minecraft:stone_button");
        wallTorch = s.defaultState("minecraft:wall_torch");
        torch = s.defaultState("minecraft:torch");
        ladder = s.defaultState("minecraft:ladder");
        bookshelf = s.defaultState("minecraft:bookshelf");
        cobweb = s.defaultState("minecraft:cobweb");
        water = s.defaultState("minecraft:water");
        lava = s.defaultState("minecraft:lava");
        endPortalFrame = s.defaultState("minecraft:end_portal_frame");
        endPortal = s.defaultState("minecraft:end_portal");
        spawner = s.defaultState("minecraft:spawner");
        chest = s.defaultState("minecraft:chest");
        spawnerBlock = s.block(spawner);
        chestBlock = s.block(chest);
        oakDoorBlock = s.block(oakDoor);
        ironDoorBlock = s.block(ironDoor);
    }

    /** The blocks in the pack of {@code states}. */
    static StrongholdBlocks of(BlockStates states) {
        return CACHE.get(states, StrongholdBlocks::new);
    }

    /** {@code state} with property {@code name} set to {@code value} (game: {@code setValue}). */
    int with(int state, String name, String value) {
        return states.with(state, name, value);
    }

    /** {@code state} with each named boolean side ({@code north}, {@code east}, ...) set true (fences, iron bars). */
    int sides(int state, String... sides) {
        for (String side : sides) state = states.with(state, side, "true");
        return state;
    }

    /** {@code state} facing {@code facing} (torches, stairs, ladders, doors, buttons, portal frames). */
    int facing(int state, String facing) {
        return states.with(state, "facing", facing);
    }
}
