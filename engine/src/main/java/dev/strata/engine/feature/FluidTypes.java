package dev.strata.engine.feature;

import com.google.gson.JsonPrimitive;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;

/**
 * The fluid a block state holds, as the game's fluid types (game: {@code BlockState.getFluidState().getType()}:
 * {@code empty}, {@code water}, {@code flowing_water}, {@code lava}, {@code flowing_lava}), as bits, and fluid holder
 * sets and tags ({@code tags/fluid/}) as masks of those bits. A source is {@code water}/{@code lava}; water or lava
 * blocks at level 1..15 hold the flowing type; waterlogged blocks, kelp, seagrass and bubble columns hold a water
 * source; every other state {@code empty}.
 */
public final class FluidTypes {
    public static final int EMPTY = 1, FLOWING_WATER = 2, WATER = 4, FLOWING_LAVA = 8, LAVA = 16;

    private static final int FULL = 32;
    /** Per state of the (one, vanilla) registry: the fluid bit, plus {@link #FULL}; built on first use. */
    private static volatile byte[] table;

    private FluidTypes() {}

    /** The bit of the fluid type a state holds (a table lookup). */
    public static int of(BlockStates states, int state) {
        return table(states)[state] & 31;
    }

    /** Game: {@code FluidState.isFull()}: amount 8, i.e. a source or a falling fluid (block level 8..15). */
    public static boolean isFull(BlockStates states, int state) {
        return (table(states)[state] & FULL) != 0;
    }

    private static byte[] table(BlockStates states) {
        byte[] t = table;
        if (t == null) {
            int n = states.registry().stateCount();
            t = new byte[n];
            for (int s = 0; s < n; s++) t[s] = (byte) (compute(states, s) | (computeFull(states, s) ? FULL : 0));
            table = t;
        }
        return t;
    }

    private static int compute(BlockStates states, int state) {
        if (!states.hasFluid(state)) return EMPTY;
        boolean source = states.isSourceFluid(state);
        if (states.isLavaFluid(state)) return source ? LAVA : FLOWING_LAVA;
        return source ? WATER : FLOWING_WATER;
    }

    private static boolean computeFull(BlockStates states, int state) {
        if (!states.hasFluid(state)) return false;
        if (states.isSourceFluid(state)) return true;
        String level = states.value(state, "level");
        return level != null && Integer.parseInt(level) >= 8;
    }

    /**
     * A fluid holder set (an id, a {@code #tag}, or a list of ids) as a mask.
     *
     * @throws dev.strata.engine.data.DataPackException naming the JSON path for an unknown fluid or tag
     */
    public static int holderSet(JsonCursor c, BlockStates states) {
        int bits = 0;
        for (ResourceId id : Tags.holderSet(c, states.pack(), "fluid", f -> bit(f) != 0)) {
            int b = bit(id);
            if (b == 0) throw c.error("unknown fluid " + id + " (expected empty, water, flowing_water, lava or flowing_lava)");
            bits |= b;
        }
        return bits;
    }

    /** A fluid tag of the pack, e.g. {@code minecraft:supports_lily_pad}, as a mask. */
    public static int tag(BlockStates states, String name) {
        ResourceId id = ResourceId.parse(name);
        return holderSet(JsonCursor.root("fluid tag #" + id, new JsonPrimitive("#" + id)), states);
    }

    /** The bit of a fluid id, 0 when it is not one of the game's five fluids. */
    public static int bit(ResourceId id) {
        if (!id.namespace().equals("minecraft")) return 0;
        switch (id.path()) {
            case "empty": return EMPTY;
            case "water": return WATER;
            case "flowing_water": return FLOWING_WATER;
            case "lava": return LAVA;
            case "flowing_lava": return FLOWING_LAVA;
            default: return 0;
        }
    }
}
