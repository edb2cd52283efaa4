package dev.strata.engine.levelgen;

import dev.strata.regionio.block.BlockStateRegistry;

/**
 * What the world-generation steps after the noise step (surface, carvers) ask of a block state, as one bit set per
 * state of the vanilla registry, built once per process. Index: the state id; read-only once built.
 *
 * <ul>
 *   <li>{@link #AIR}: air, cave air, void air ({@code BlockState.isAir}).
 *   <li>{@link #FLUID}: a non-empty fluid state (water, lava, bubble column, kelp, kelp plant, seagrass, tall
 *       seagrass, anything waterlogged), as the game's {@code !getFluidState().isEmpty()}.
 *   <li>{@link #WATER}: the water block itself.
 *   <li>{@link #MOTION}: blocks motion ({@code BlockState.blocksMotion}, the {@code OCEAN_FLOOR_WG} heightmap's test).
 *   <li>{@link #GRASS}: grass block or mycelium (the blocks a carver restores the top material under).
 *   <li>{@link #MOTION_OR_FLUID}: blocks motion or holds a fluid (the {@code MOTION_BLOCKING} heightmap's test).
 *   <li>{@link #LEAVES}: a leaves block (every {@code *_leaves} block, the game's {@code LeavesBlock}s).
 *   <li>{@link #MOTION_NO_LEAVES}: {@link #MOTION_OR_FLUID} and not {@link #LEAVES} ({@code MOTION_BLOCKING_NO_LEAVES}).
 * </ul>
 */
public final class BlockFlags {
    public static final int AIR = 1, FLUID = 2, WATER = 4, MOTION = 8, GRASS = 16, MOTION_OR_FLUID = 32, LEAVES = 64,
            MOTION_NO_LEAVES = 128;
    private static volatile byte[] table;

    private BlockFlags() {}

    /** The table (shared: do not write to it). */
    public static byte[] table() {
        byte[] t = table;
        if (t == null) {
            synchronized (BlockFlags.class) {
                if (table == null) table = build(BlockStateRegistry.vanilla());
                t = table;
            }
        }
        return t;
    }

    private static byte[] build(BlockStateRegistry r) {
        byte[] flags = new byte[r.stateCount()];
        for (int s = 0; s < flags.length; s++) {
            String name = r.blockName(s);
            int f = 0;
            if (r.isAir(s)) f |= AIR;
            boolean water = name.equals("minecraft:water");
            if (water) f |= WATER;
            if (water || name.equals("minecraft:lava") || name.equals("minecraft:bubble_column") || name.equals("minecraft:kelp")
                    || name.equals("minecraft:kelp_plant") || name.equals("minecraft:seagrass") || name.equals("minecraft:tall_seagrass")
                    || "true".equals(r.properties(s).get("waterlogged"))) {
                f |= FLUID;
            }
            if (r.blocksMotion(s)) f |= MOTION;
            if (name.equals("minecraft:grass_block") || name.equals("minecraft:mycelium")) f |= GRASS;
            if ((f & (MOTION | FLUID)) != 0) f |= MOTION_OR_FLUID;
            if (name.endsWith("_leaves")) f |= LEAVES;
            if ((f & MOTION_OR_FLUID) != 0 && (f & LEAVES) == 0) f |= MOTION_NO_LEAVES;
            flags[s] = (byte) f;
        }
        return flags;
    }
}
