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
        return states.value(state, "distance") != null && !states.is(state, scaffolding);
    }

    /** Game: {@code LeavesBlock.getOptionalDistanceAt}: 0 for {@code #prevents_nearby_leaf_decay}, the distance of leaves, else -1 (empty). */
    public int optionalDistanceAt(int state) {
        if (states.is(state, preventsLeafDecay)) return 0;
        if (hasLeafDistance(state)) return Integer.parseInt(states.value(state, "distance"));
        return -1;
    }

    /** Game: {@code getValueOrElse(PERSISTENT, false)}. */
    public boolean persistent(int state) {
        return "true".equals(states.value(state, "persistent"));
    }

    /** Game: {@code isSolidRender()}: the occlusion shape is the full cube. */
    public boolean isSolidRender(int state) {
        return states.registry().occlusionShape(state).equals(FULL_CUBE);
    }

    /** A state with {@code waterlogged} set, when the block has the property (game: {@code trySetValue}). */
    public int withWaterlogged(int state, boolean waterlogged) {
        if (states.value(state, "waterlogged") == null) return state;
        return states.with(state, "waterlogged", Boolean.toString(waterlogged));
    }

    /** A state with a property set when the block has it (game: {@code trySetValue}). */
    public int trySet(int state, String property, String value) {
        if (states.value(state, property) == null) return state;
        return states.with(state, property, value);
    }
}
