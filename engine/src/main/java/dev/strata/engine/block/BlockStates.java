package dev.strata.engine.block;

import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import dev.strata.engine.levelgen.BlockFlags;
import dev.strata.regionio.block.BlockStateRegistry;
import dev.strata.regionio.block.UnknownBlockStateException;
import com.google.gson.JsonPrimitive;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;

/**
 * What world generation after the surface step asks of block states (game: {@code BlockState} and
 * {@code BlockBehaviour}), bound to a data pack for its block tags: the state registry, the per-state flags of
 * {@link BlockFlags}, fluids, the legacy "solid" flag, and tag membership. Immutable after construction apart from
 * the tag cache (thread-safe); share one per pack.
 *
 * <p>State ids are the 26.2 registry's ({@link BlockStateRegistry}); block indices its block order. Tags are read from
 * {@code tags/block/} of the pack on first use and kept as a bit set over block indices, so a membership test is
 * a bit lookup. Lookups by name (blocks, tags, properties) hash strings: resolve them once when binding, not per block.
 */
public final class BlockStates {
    private final BlockStateRegistry registry = BlockStateRegistry.vanilla();
    private final byte[] flags = BlockFlags.table();
    private final DataPack pack;
    private final ConcurrentHashMap<String, BlockTag> tags = new ConcurrentHashMap<>();
    private final int water, lava, brownMushroom, redMushroom, magma;
    /** Air's state id (0), cave air's, void air's. */
    public final int air, caveAir, voidAir;

    public BlockStates(DataPack pack) {
        this.pack = pack;
        this.air = registry.defaultState("minecraft:air");
        this.caveAir = registry.defaultState("minecraft:cave_air");
        this.voidAir = registry.defaultState("minecraft:void_air");
        this.water = registry.blockIndex(registry.defaultState("minecraft:water"));
        this.lava = registry.blockIndex(registry.defaultState("minecraft:lava"));
        this.brownMushroom = blockIndex("minecraft:brown_mushroom");
        this.redMushroom = blockIndex("minecraft:red_mushroom");
        this.magma = blockIndex("minecraft:magma_block");
    }

    /** The state registry. */
    public BlockStateRegistry registry() {
        return registry;
    }

    /** The {@link BlockFlags} of a state. */
    public byte flags(int state) {
        return flags[state];
    }

    /** The block index of a state. */
    public int block(int state) {
        return registry.blockIndex(state);
    }

    /** The block index of a block name (namespace optional). @throws UnknownBlockStateException if unknown */
    public int blockIndex(String name) {
        return registry.blockIndex(registry.defaultState(name));
    }

    /** Whether the state is of block {@code blockIndex}. */
    public boolean is(int state, int blockIndex) {
        return registry.blockIndex(state) == blockIndex;
    }

    /** Default state of a block name (namespace optional). @throws UnknownBlockStateException if unknown */
    public int defaultState(String name) {
        return registry.defaultState(name);
    }

    /** Game: {@code BlockState.isAir()} (air, cave air, void air). */
    public boolean isAir(int state) {
        return (flags[state] & BlockFlags.AIR) != 0;
    }

    /** Whether the state holds a fluid ({@code !getFluidState().isEmpty()}): water, lava, waterlogged, kelp, seagrass, bubble column. */
    public boolean hasFluid(int state) {
        return (flags[state] & BlockFlags.FLUID) != 0;
    }

    /** Whether the state's fluid is water ({@code getFluidState().is(FluidTags.WATER)}). */
    public boolean isWaterFluid(int state) {
        return hasFluid(state) && registry.blockIndex(state) != lava;
    }

    /** Whether the state's fluid is lava ({@code getFluidState().is(FluidTags.LAVA)}). */
    public boolean isLavaFluid(int state) {
        return registry.blockIndex(state) == lava;
    }

    /**
     * Whether the state's fluid is a source ({@code getFluidState().isSource()}): water or lava at level 0, and the
     * blocks that hold a source of water (waterlogged blocks, kelp, seagrass, bubble columns).
     */
    public boolean isSourceFluid(int state) {
        if (!hasFluid(state)) return false;
        int b = registry.blockIndex(state);
        if (b == water || b == lava) return "0".equals(registry.value(state, "level"));
        return true;
    }

    /** Game: {@code BlockState.blocksMotion()}. */
    public boolean blocksMotion(int state) {
        return (flags[state] & BlockFlags.MOTION) != 0;
    }

    /** Game: {@code BlockState.isSolid()} (the legacy flag). */
    public boolean isSolid(int state) {
        return registry.solid(state);
    }

    /** The state with one property changed. @throws UnknownBlockStateException if the block lacks it */
    public int with(int state, String property, String value) {
        return registry.with(state, property, value);
    }

    /** A property's value, or null when the block has no such property. */
    public String value(int state, String property) {
        return registry.value(state, property);
    }

    /** Game: {@code BlockState.canBeReplaced()}. */
    public boolean canBeReplaced(int state) {
        return registry.replaceable(state);
    }

    /** Game: {@code BlockState.hasBlockEntity()}. */
    public boolean hasBlockEntity(int state) {
        return registry.hasBlockEntity(state);
    }

    /** Whether the block is marked for post-processing when a feature places it (game: {@code hasPostProcess}: brown and red mushrooms, magma blocks). */
    public boolean hasPostProcess(int state) {
        int b = registry.blockIndex(state);
        return b == brownMushroom || b == redMushroom || b == magma;
    }

    /** Whether the state's collision shape is the full cube. */
    public boolean fullCollision(int state) {
        return registry.collisionShape(state).equals("[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]");
    }

    /**
     * A block tag of the pack, e.g. {@code minecraft:base_stone_overworld} (with or without '#').
     *
     * @throws DataPackException naming the tag file when it is missing or malformed
     */
    public BlockTag tag(String name) {
        String key = name.startsWith("#") ? name.substring(1) : name;
        return tags.computeIfAbsent(key, tagLoader);
    }

    /** {@link #loadTag}, made once: a method reference per call would allocate on every lookup (the per-block paths look tags up). */
    private final java.util.function.Function<String, BlockTag> tagLoader = this::loadTag;

    private BlockTag loadTag(String key) {
        ResourceId id = ResourceId.parse(key);
        JsonCursor c = JsonCursor.root("block tag #" + id, new JsonPrimitive("#" + id));
        List<ResourceId> members = Tags.holderSet(c, pack, "block", this::knownBlock);
        BitSet bits = new BitSet(registry.blockCount());
        for (ResourceId m : members) {
            try {
                bits.set(blockIndex(m.toString()));
            } catch (UnknownBlockStateException e) {
                throw new DataPackException(id.file("tags/block") + ": unknown block " + m);
            }
        }
        return new BlockTag(id, bits);
    }

    private boolean knownBlock(ResourceId id) {
        try {
            registry.defaultState(id.toString());
            return true;
        } catch (UnknownBlockStateException e) {
            return false;
        }
    }

    /** Whether the state's block is in the tag (game: {@code BlockState.is(TagKey)}). */
    public boolean is(int state, BlockTag tag) {
        return tag.blocks().get(registry.blockIndex(state));
    }

    /** A resolved block tag: its id and its blocks as a bit set over block indices (do not modify it). */
    public record BlockTag(ResourceId id, BitSet blocks) {}

    /** The data pack whose tags this reads (for the fluid tags of block rules, see {@code feature/BlockSurvival}). */
    public DataPack pack() {
        return pack;
    }
}
