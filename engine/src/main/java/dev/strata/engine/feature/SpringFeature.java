package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;
import java.util.BitSet;

/**
 * Game: {@code SpringFeature} ({@code spring_feature}, {@code SpringConfiguration}): a fluid source where the block
 * above (and, if {@code requires_block_below}, the block below) is one of {@code valid_blocks}, the origin is air or
 * valid, and exactly {@code rock_count} of west, east, north, south, below are valid and exactly {@code hole_count}
 * of them are air. Places the fluid's legacy block with flags 2 and schedules a fluid tick with delay 0. Draws
 * nothing.
 *
 * @param legacyBlock the fluid state's block ({@code FluidState.createLegacyBlock})
 * @param fluid the fluid's id, for the tick (e.g. {@code minecraft:lava})
 */
record SpringFeature(int legacyBlock, String fluid, boolean requiresBlockBelow, int rockCount, int holeCount, BitSet validBlocks)
        implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        JsonCursor st = c.get("state");
        String name = st.get("Name").asId().toString();
        boolean source;
        String block;
        switch (name) {
            case "minecraft:water": source = true; block = "minecraft:water"; break;
            case "minecraft:lava": source = true; block = "minecraft:lava"; break;
            case "minecraft:flowing_water": source = false; block = "minecraft:water"; break;
            case "minecraft:flowing_lava": source = false; block = "minecraft:lava"; break;
            default: throw st.get("Name").error("unknown fluid " + name + " (water, lava, flowing_water, flowing_lava)");
        }
        boolean falling = false;
        int amount = 1; // the flowing fluids' first LEVEL value, their default state's
        if (st.has("Properties")) {
            JsonCursor props = st.get("Properties");
            for (String k : props.keys()) {
                String v = props.get(k).asString();
                if (k.equals("falling") && (v.equals("true") || v.equals("false"))) {
                    falling = v.equals("true");
                } else if (k.equals("level") && !source && v.matches("[1-8]")) {
                    amount = Integer.parseInt(v);
                } else {
                    throw props.get(k).error("fluid " + name + " has no property " + k + " with value " + v);
                }
            }
        }
        // FlowingFluid.createLegacyBlock / getLegacyLevel: a source is level 0; else 8 - amount, + 8 when falling
        int level = source ? 0 : 8 - Math.min(amount, 8) + (falling ? 8 : 0);
        int legacy = p.states().with(p.states().defaultState(block), "level", Integer.toString(level));
        boolean below = c.optionalBoolean("requires_block_below", true);
        int rocks = c.has("rock_count") ? c.get("rock_count").asInt() : 4;
        int holes = c.has("hole_count") ? c.get("hole_count").asInt() : 1;
        return new SpringFeature(legacy, name, below, rocks, holes, p.blocks(c.get("valid_blocks")));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (!valid(level, x, y + 1, z)) return false;
        if (requiresBlockBelow && !valid(level, x, y - 1, z)) return false;
        int current = level.getBlockState(x, y, z);
        if (!s.isAir(current) && !validBlocks.get(s.block(current))) return false;
        int rocks = (valid(level, x - 1, y, z) ? 1 : 0) + (valid(level, x + 1, y, z) ? 1 : 0) + (valid(level, x, y, z - 1) ? 1 : 0)
                + (valid(level, x, y, z + 1) ? 1 : 0) + (valid(level, x, y - 1, z) ? 1 : 0);
        int holes = (level.isEmptyBlock(x - 1, y, z) ? 1 : 0) + (level.isEmptyBlock(x + 1, y, z) ? 1 : 0)
                + (level.isEmptyBlock(x, y, z - 1) ? 1 : 0) + (level.isEmptyBlock(x, y, z + 1) ? 1 : 0)
                + (level.isEmptyBlock(x, y - 1, z) ? 1 : 0);
        if (rocks != rockCount || holes != holeCount) return false;
        level.setBlock(x, y, z, legacyBlock, 2);
        level.scheduleFluidTick(x, y, z, fluid, 0);
        return true;
    }

    private boolean valid(WorldGenLevel level, int x, int y, int z) {
        return validBlocks.get(level.states().block(level.getBlockState(x, y, z)));
    }
}
