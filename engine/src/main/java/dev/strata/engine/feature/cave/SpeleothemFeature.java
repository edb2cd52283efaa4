package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;

/**
 * Game 26.2: {@code SpeleothemFeature} ({@code minecraft:speleothem}; 26.1's {@code PointedDripstoneFeature} with
 * the base and pointed block configurable): one pointed block (two with {@code chance_of_taller_generation}) hanging
 * from or standing on a base block, after a patch of base blocks around its root.
 *
 * <p>Draws: {@code nextBoolean} when both above and below are bases; for each horizontal direction (north, east,
 * south, west) a float against {@code chance_of_directional_spread}, then a float and a direction
 * ({@code nextInt(6)}) for the second ring, the same for the third; finally the float for the taller one.
 */
record SpeleothemFeature(Speleothems blocks, float chanceOfTaller, float chanceOfDirectionalSpread,
                         float chanceOfSpreadRadius2, float chanceOfSpreadRadius3) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        boolean above = blocks.isBase(s, level.getBlockState(x, y + 1, z));
        boolean below = blocks.isBase(s, level.getBlockState(x, y - 1, z));
        Direction tip;
        if (above && below) tip = random.nextBoolean() ? Direction.DOWN : Direction.UP;
        else if (above) tip = Direction.DOWN;
        else if (below) tip = Direction.UP;
        else return false;
        int rx = x - tip.dx, ry = y - tip.dy, rz = z - tip.dz;
        blocks.placeBaseBlockIfPossible(level, rx, ry, rz);
        for (Direction d : Direction.HORIZONTAL) {
            if (random.nextFloat() > chanceOfDirectionalSpread) continue;
            int x1 = rx + d.dx, y1 = ry, z1 = rz + d.dz;
            blocks.placeBaseBlockIfPossible(level, x1, y1, z1);
            if (random.nextFloat() > chanceOfSpreadRadius2) continue;
            Direction d2 = Direction.random(random);
            int x2 = x1 + d2.dx, y2 = y1 + d2.dy, z2 = z1 + d2.dz;
            blocks.placeBaseBlockIfPossible(level, x2, y2, z2);
            if (random.nextFloat() > chanceOfSpreadRadius3) continue;
            Direction d3 = Direction.random(random);
            blocks.placeBaseBlockIfPossible(level, x2 + d3.dx, y2 + d3.dy, z2 + d3.dz);
        }
        int height = random.nextFloat() < chanceOfTaller
                && Speleothems.isEmptyOrWater(s, level.getBlockState(x + tip.dx, y + tip.dy, z + tip.dz)) ? 2 : 1;
        blocks.grow(level, x, y, z, tip, height, false);
        return true;
    }

    /** Parses the config (26.2 {@code SpeleothemConfiguration}: the four chances default to 0.2, 0.7, 0.5, 0.5). */
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        return new SpeleothemFeature(speleothems(c, p),
                chance(c, "chance_of_taller_generation", 0.2f), chance(c, "chance_of_directional_spread", 0.7f),
                chance(c, "chance_of_spread_radius2", 0.5f), chance(c, "chance_of_spread_radius3", 0.5f));
    }

    static Speleothems speleothems(JsonCursor c, FeatureParser p) {
        int base = p.states().defaultState(p.states().registry().blockName(p.blockState(c.get("base_block"))));
        int pointed = p.blockState(c.get("pointed_block"));
        BlockStates s = p.states();
        for (String prop : new String[] {"thickness", "vertical_direction", "waterlogged"}) {
            if (s.value(pointed, prop) == null) throw c.get("pointed_block").error("the pointed block has no property " + prop);
        }
        return new Speleothems(base, s.defaultState(s.registry().blockName(pointed)), p.blocks(c.get("replaceable_blocks")));
    }

    static float chance(JsonCursor c, String key, float fallback) {
        return c.has(key) ? (float) c.get(key).asDouble(0.0, 1.0) : fallback;
    }
}
