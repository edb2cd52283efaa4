package dev.strata.engine.feature.tree;

import dev.strata.engine.block.BlockStates;

/**
 * The block facts the tree code asks, resolved once per {@link BlockStates} (tags read when the feature is parsed,
 * so placing a tree hashes no strings for them). Game sources: {@code TreeFeature.validTreePos} (air or
 * {@code #replaceable_by_trees}), {@code TrunkPlacer.isFree} (also {@code #logs}), {@code LeavesBlock} (the
 * {@code distance} property, {@code #prevents_nearby_leaf_decay}), {@code BlockStateBase.isSolidRender}.
 */
public final class TreeBlocks {
    private static final String FULL_CUBE = "[AABB[0.0, 0.0, 0.0] -> [1.0, 1.0, 1.0]]";

    public final BlockStates states;
    public final BlockStates.BlockTag replaceableByTrees, logs, leaves, preventsLeafDecay, snow;
    public final int vine, scaffolding, water, cocoa, beeNest, paleHangingMoss, creakingHeart;

    // Per state id, read once here so the hot paths (leaf distances, edge updates, leaf placement) look no property
    // up by name: the leaves' distance (hasLeafDistance) or -1; whether the state has / is set to waterlogged; whether
    // it is persistent; whether it has 'snowy'; whether it renders solid; the state with waterlogged flipped.
    private final byte[] leafDistance;
    private final byte[] facts;
    private static final byte HAS_WATERLOGGED = 1, WATERLOGGED = 2, PERSISTENT = 4, HAS_SNOWY = 8, SOLID_RENDER = 16;
    private final int[] waterloggedFlipped;
    // The leaves' states with each distance 1..7: leafSlot[state] * 8 + distance, for states with a leaf distance.
    private final int[] leafSlot;
    private final int[] withDistance;

    public TreeBlocks(BlockStates states) {
        this.states = states;
        this.replaceableByTrees = states.tag("minecraft:replaceable_by_trees");
        this.logs = states.tag("minecraft:logs");
        this.leaves = states.tag("minecraft:leaves");
        this.preventsLeafDecay = states.tag("minecraft:prevents_nearby_leaf_decay");
        this.snow = states.tag("minecraft:snow");
        this.vine = states.blockIndex("minecraft:vine");
        this.scaffolding = states.blockIndex("minecraft:scaffolding");
        this.water = states.blockIndex("minecraft:water");
        this.cocoa = states.blockIndex("minecraft:cocoa");
        this.beeNest = states.blockIndex("minecraft:bee_nest");
        this.paleHangingMoss = states.blockIndex("minecraft:pale_hanging_moss");
        this.creakingHeart = states.blockIndex("minecraft:creaking_heart");
        int n = states.registry().stateCount();
        leafDistance = new byte[n];
        facts = new byte[n];
        waterloggedFlipped = new int[n];
        leafSlot = new int[n];
        int leafStates = 0;
        for (int state = 0; state < n; state++) {
            String distance = states.value(state, "distance");
            boolean leaf = distance != null && !states.is(state, scaffolding);
            leafDistance[state] = (byte) (leaf ? Integer.parseInt(distance) : -1);
            leafSlot[state] = leaf ? leafStates++ : -1;
            String waterlogged = states.value(state, "waterlogged");
            byte f = 0;
            if (waterlogged != null) {
                f |= HAS_WATERLOGGED;
                if ("true".equals(waterlogged)) f |= WATERLOGGED;
                waterloggedFlipped[state] = states.with(state, "waterlogged", Boolean.toString(!"true".equals(waterlogged)));
            } else {
                waterloggedFlipped[state] = state;
            }
            if ("true".equals(states.value(state, "persistent"))) f |= PERSISTENT;
            if (states.value(state, "snowy") != null) f |= HAS_SNOWY;
            if (states.registry().occlusionShape(state).equals(FULL_CUBE)) f |= SOLID_RENDER;
            facts[state] = f;
        }
        withDistance = new int[leafStates * 8];
        for (int state = 0; state < n; state++) {
            if (leafSlot[state] < 0) continue;
            for (int d = 1; d <= 7; d++) withDistance[leafSlot[state] * 8 + d] = states.with(state, "distance", Integer.toString(d));
        }
    }

    /** Game: {@code TreeFeature.validTreePos}: air or {@code #replaceable_by_trees}. */
    public boolean validTreePos(int state) {
        return states.isAir(state) || states.is(state, replaceableByTrees);
    }

    /** Game: {@code TrunkPlacer.isFree}: a valid tree position or a log. */
    public boolean isFree(int state) {
        return validTreePos(state) || states.is(state, logs);
    }

    /** Game: {@code TreeFeature.isAirOrLeaves}. */
    public boolean isAirOrLeaves(int state) {
        return states.isAir(state) || states.is(state, leaves);
    }

    public boolean isVine(int state) {
        return states.is(state, vine);
    }

    /** Whether the state has the leaves' {@code distance} property (game: {@code hasProperty(DISTANCE)}; scaffolding's is another property). */
    public boolean hasLeafDistance(int state) {
        return leafDistance[state] >= 0;
    }

    /** The {@code distance} of a state with a leaf distance ({@link #hasLeafDistance}), else -1. */
    public int leafDistance(int state) {
        return leafDistance[state];
    }

    /**
     * The state with the leaves' {@code distance} set to {@code distance} (game: {@code setValue(DISTANCE, d)}); a
     * state without a leaf distance, or a distance outside 1..7, is resolved by name (and fails as that does).
     */
    public int withDistance(int state, int distance) {
        int slot = leafSlot[state];
        if (slot >= 0 && distance >= 1 && distance <= 7) return withDistance[slot * 8 + distance];
        return states.with(state, "distance", Integer.toString(distance));
    }

    /** Whether the state has the {@code waterlogged} property and it is true. */
    public boolean isWaterlogged(int state) {
        return (facts[state] & WATERLOGGED) != 0;
    }

    /** Whether the state's block has the {@code waterlogged} property. */
    public boolean hasWaterlogged(int state) {
        return (facts[state] & HAS_WATERLOGGED) != 0;
    }

    /** Whether the state's block has the {@code snowy} property (grass block, podzol, mycelium). */
    public boolean hasSnowy(int state) {
        return (facts[state] & HAS_SNOWY) != 0;
    }

    /** Game: {@code LeavesBlock.getOptionalDistanceAt}: 0 for {@code #prevents_nearby_leaf_decay}, the distance of leaves, else -1 (empty). */
    public int optionalDistanceAt(int state) {
        if (states.is(state, preventsLeafDecay)) return 0;
        return leafDistance[state];
    }

    /** Game: {@code getValueOrElse(PERSISTENT, false)}. */
    public boolean persistent(int state) {
        return (facts[state] & PERSISTENT) != 0;
    }

    /** Game: {@code isSolidRender()}: the occlusion shape is the full cube. */
    public boolean isSolidRender(int state) {
        return (facts[state] & SOLID_RENDER) != 0;
    }

    /** A state with {@code waterlogged} set, when the block has the property (game: {@code trySetValue}). */
    public int withWaterlogged(int state, boolean waterlogged) {
        byte f = facts[state];
        if ((f & HAS_WATERLOGGED) == 0 || ((f & WATERLOGGED) != 0) == waterlogged) return state;
        return waterloggedFlipped[state];
    }

    /** A state with a property set when the block has it (game: {@code trySetValue}). */
    public int trySet(int state, String property, String value) {
        if (states.value(state, property) == null) return state;
        return states.with(state, property, value);
    }
}
