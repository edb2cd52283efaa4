package dev.strata.engine.structure.mineshaft;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import java.util.BitSet;

/**
 * The state ids a mineshaft of one type places, and the biomes of {@code #minecraft:mineshaft_blocking} (where
 * pieces are not built), resolved once per {@link BlockStates} (one per pack).
 */
final class MineshaftBlocks {
    /** Per block states (soft values: each holds its key). */
    private static final dev.strata.engine.data.SoftCache<BlockStates, MineshaftBlocks[]> CACHE = new dev.strata.engine.data.SoftCache<>();

    final BlockStates states;
    final int caveAir, planks, wood, fence, cobweb, rail, wallTorch, spawner, chain;
    final int planksBlock, woodBlock, fenceBlock, chainBlock, waterBlock, lavaBlock;
    private final BitSet blockingBiomes;
    private final BitSet fallingBlocks;

    private MineshaftBlocks(BlockStates s, MineshaftType type, BitSet blockingBiomes) {
        this.states = s;
        caveAir = s.caveAir;
        planks = s.defaultState(type.planks);
        wood = s.defaultState(type.wood);
        fence = s.defaultState(type.fence);
        cobweb = s.defaultState("minecraft:cobweb");
        rail = s.defaultState("minecraft:rail");
        wallTorch = s.defaultState("minecraft:wall_torch");
        spawner = s.defaultState("minecraft:spawner");
        chain = s.defaultState("minecraft:iron_chain");
        planksBlock = s.block(planks);
        woodBlock = s.block(wood);
        fenceBlock = s.block(fence);
        chainBlock = s.block(chain);
        waterBlock = s.blockIndex("minecraft:water");
        lavaBlock = s.blockIndex("minecraft:lava");
        this.blockingBiomes = blockingBiomes;
        fallingBlocks = new BitSet();
        for (String name : FALLING_BLOCKS) fallingBlocks.set(s.blockIndex(name));
        for (String color : COLORS) fallingBlocks.set(s.blockIndex("minecraft:" + color + "_concrete_powder"));
    }

    /**
     * The blocks of the game's {@code FallingBlock} subclasses (26.1 {@code Blocks}: {@code SandBlock},
     * {@code ColoredFallingBlock}, {@code AnvilBlock}, {@code DragonEggBlock}, {@code ConcretePowderBlock}); not the
     * other {@code Fallable} blocks (suspicious sand and gravel, pointed dripstone, scaffolding).
     */
    private static final String[] FALLING_BLOCKS = {"minecraft:sand", "minecraft:red_sand", "minecraft:gravel", "minecraft:anvil", "minecraft:chipped_anvil",
            "minecraft:damaged_anvil", "minecraft:dragon_egg"};
    private static final String[] COLORS = {"white", "orange", "magenta", "light_blue", "yellow", "lime", "pink", "gray", "light_gray", "cyan", "purple", "blue",
            "brown", "green", "red", "black"};

    /** Whether the state's block is a falling block (game: {@code getBlock() instanceof FallingBlock}). */
    boolean isFallingBlock(int state) {
        return fallingBlocks.get(states.block(state));
    }

    /**
     * The blocks of {@code type} in the pack of {@code states}.
     *
     * @throws dev.strata.engine.data.DataPackException when the pack's biome tag is malformed
     */
    static MineshaftBlocks of(BlockStates states, MineshaftType type) {
        return CACHE.get(states, s -> {
            BitSet blocking = blockingBiomes(s.pack());
            MineshaftBlocks[] byType = new MineshaftBlocks[MineshaftType.values().length];
            for (MineshaftType t : MineshaftType.values()) byType[t.ordinal()] = new MineshaftBlocks(s, t, blocking);
            return byType;
        })[type.ordinal()];
    }

    private static BitSet blockingBiomes(DataPack pack) {
        BiomeRegistry biomes = BiomeRegistry.load(pack);
        JsonCursor c = JsonCursor.root("biome tag #minecraft:mineshaft_blocking", new JsonPrimitive("#minecraft:mineshaft_blocking"));
        BitSet out = new BitSet(biomes.size());
        for (ResourceId id : Tags.holderSet(c, pack, "worldgen/biome", b -> biomes.idOrMinus1(b) >= 0)) out.set(biomes.id(id));
        return out;
    }

    /** Whether a biome id is in {@code #minecraft:mineshaft_blocking}. */
    boolean isBlockingBiome(int biome) {
        return biome >= 0 && blockingBiomes.get(biome);
    }

    /** Game: {@code BlockState.liquid()}: a water or lava block. */
    boolean isLiquid(int state) {
        int b = states.block(state);
        return b == waterBlock || b == lavaBlock;
    }
}
