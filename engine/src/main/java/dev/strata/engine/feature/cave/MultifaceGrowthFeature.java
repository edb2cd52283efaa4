package dev.strata.engine.feature.cave;

import dev.strata.engine.random.Shuffle;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.random.RandomSource;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Game: {@code MultifaceGrowthFeature} ({@code minecraft:multiface_growth}; 26.1 and 26.2 alike) with the
 * block's {@code MultifaceSpreader}: glow lichen or sculk vein on a face of an allowed block at or next to the
 * origin, then with {@code chance_of_spreading} one spread to a neighbouring face.
 *
 * <p>Draws: the valid directions shuffled (game: {@code Util.shuffle}, {@code nextInt(i)} for i = n..2); per
 * search direction the directions except its opposite shuffled; after a placement a float, and for a spread the
 * six directions shuffled (5 draws). The game's search sets its position to {@code origin + direction} on every
 * step ({@code setWithOffset(origin, dir)}), so all {@code search_range} steps test the same neighbour; kept.
 *
 * <p>Placements are marked for post-processing (game: {@code markPosForPostProcessing}), the feature's own with flags
 * 3 and the spread's with flags 2.
 *
 * @param block the multiface block's default state (faces false, not waterlogged)
 * @param sculkVein whether the block is sculk vein (its spreader: other blocks count as sources, and its own
 *                  replacement rule, game: {@code SculkVeinBlock.SculkVeinSpreaderConfig})
 * @param validDirections game order: up (ceiling), down (floor), then north, east, south, west (walls)
 */
record MultifaceGrowthFeature(int block, boolean sculkVein, int searchRange, float chanceOfSpreading, BitSet canBePlacedOn,
                              Direction[] validDirections) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (!isAirOrWater(s, level.getBlockState(x, y, z))) return false;
        List<Direction> search = shuffled(List.of(validDirections), random);
        if (placeGrowthIfPossible(level, x, y, z, level.getBlockState(x, y, z), random, search)) return true;
        for (Direction d : search) {
            List<Direction> placement = new ArrayList<>();
            for (Direction v : validDirections) if (v != d.opposite()) placement.add(v);
            placement = shuffled(placement, random);
            for (int i = 0; i < searchRange; i++) {
                int px = x + d.dx, py = y + d.dy, pz = z + d.dz;
                int state = level.getBlockState(px, py, pz);
                if (!isAirOrWater(s, state) && s.block(state) != s.block(block)) break;
                if (placeGrowthIfPossible(level, px, py, pz, state, random, placement)) return true;
            }
        }
        return false;
    }

    private boolean placeGrowthIfPossible(WorldGenLevel level, int x, int y, int z, int oldState, RandomSource random, List<Direction> directions) {
        BlockStates s = level.states();
        for (Direction d : directions) {
            if (!canBePlacedOn.get(s.block(level.getBlockState(x + d.dx, y + d.dy, z + d.dz)))) continue;
            int newState = stateForPlacement(level, oldState, x, y, z, d);
            if (newState < 0) return false;
            level.setBlock(x, y, z, newState, WorldGenLevel.UPDATE_ALL);
            markPostProcessing(level, x, y, z);
            if (random.nextFloat() < chanceOfSpreading) spreadFromFaceTowardRandomDirection(level, newState, x, y, z, d, random);
            return true;
        }
        return false;
    }

    /** Game: {@code MultifaceSpreader.spreadFromFaceTowardRandomDirection(..., postProcess = true)}. */
    private void spreadFromFaceTowardRandomDirection(WorldGenLevel level, int state, int x, int y, int z, Direction from, RandomSource random) {
        BlockStates s = level.states();
        for (Direction spread : shuffled(List.of(Direction.VALUES), random)) {
            if (axis(spread) == axis(from)) continue;
            boolean otherValidAsSource = sculkVein && s.block(state) != s.block(block);
            if (!(otherValidAsSource || hasFace(s, state, from) && !hasFace(s, state, spread))) continue;
            // spread types: same position, same plane, wrap around (sculk vein's vein spreader: the same three)
            int[][] candidates = {
                {x, y, z, spread.ordinal()},
                {x + spread.dx, y + spread.dy, z + spread.dz, from.ordinal()},
                {x + spread.dx + from.dx, y + spread.dy + from.dy, z + spread.dz + from.dz, spread.opposite().ordinal()}};
            for (int[] c : candidates) {
                Direction face = Direction.VALUES[c[3]];
                if (!canSpreadInto(level, x, y, z, c[0], c[1], c[2], face)) continue;
                int old = level.getBlockState(c[0], c[1], c[2]);
                int placed = stateForPlacement(level, old, c[0], c[1], c[2], face);
                if (placed >= 0) {
                    markPostProcessing(level, c[0], c[1], c[2]);
                    if (level.setBlock(c[0], c[1], c[2], placed, WorldGenLevel.UPDATE_CLIENTS)) return;
                }
                break; // the first spread position that may be spread into is the one tried
            }
        }
    }

    private boolean canSpreadInto(WorldGenLevel level, int sx, int sy, int sz, int x, int y, int z, Direction face) {
        int existing = level.getBlockState(x, y, z);
        return stateCanBeReplaced(level, sx, sy, sz, x, y, z, face, existing) && isValidStateForPlacement(level, existing, x, y, z, face);
    }

    private boolean stateCanBeReplaced(WorldGenLevel level, int sx, int sy, int sz, int x, int y, int z, Direction face, int existing) {
        BlockStates s = level.states();
        boolean base = s.isAir(existing) || s.block(existing) == s.block(block)
                || s.block(existing) == CaveBlocks.WATER && s.isSourceFluid(existing);
        if (!sculkVein) return base;
        int against = s.block(level.getBlockState(x + face.dx, y + face.dy, z + face.dz));
        if (against == CaveBlocks.index("sculk") || against == CaveBlocks.index("sculk_catalyst") || against == CaveBlocks.index("moving_piston")) return false;
        if (Math.abs(sx - x) + Math.abs(sy - y) + Math.abs(sz - z) == 2) {
            Direction back = face.opposite();
            if (BlockSupport.vanilla().isFaceSturdy(level.getBlockState(sx + back.dx, sy + back.dy, sz + back.dz), face.shared())) return false;
        }
        if (s.hasFluid(existing) && !s.isWaterFluid(existing)) return false;
        if (s.is(existing, s.tag("minecraft:fire"))) return false;
        return s.canBeReplaced(existing) || base;
    }

    /** Game: {@code MultifaceBlock.isValidStateForPlacement}: no face there yet and the neighbour offers a full face. */
    private boolean isValidStateForPlacement(WorldGenLevel level, int oldState, int x, int y, int z, Direction d) {
        BlockStates s = level.states();
        if (s.block(oldState) == s.block(block) && hasFace(s, oldState, d)) return false;
        int neighbour = level.getBlockState(x + d.dx, y + d.dy, z + d.dz);
        BlockSupport support = BlockSupport.vanilla();
        return support.isFaceSturdy(neighbour, d.opposite().shared()) || support.isCollisionFaceFull(neighbour, d.opposite().shared());
    }

    /** Game: {@code MultifaceBlock.getStateForPlacement(oldState, level, pos, direction)}; -1 for null. */
    private int stateForPlacement(WorldGenLevel level, int oldState, int x, int y, int z, Direction d) {
        BlockStates s = level.states();
        if (!isValidStateForPlacement(level, oldState, x, y, z, d)) return -1;
        int state;
        if (s.block(oldState) == s.block(block)) state = oldState;
        else if (s.isWaterFluid(oldState) && s.isSourceFluid(oldState)) state = s.with(block, "waterlogged", "true");
        else state = block;
        return s.with(state, d.id(), "true");
    }

    private static boolean hasFace(BlockStates s, int state, Direction d) {
        return "true".equals(s.value(state, d.id()));
    }

    private static int axis(Direction d) {
        return d.dx != 0 ? 0 : d.dy != 0 ? 1 : 2;
    }

    private static void markPostProcessing(WorldGenLevel level, int x, int y, int z) {
        level.chunkAt(x >> 4, z >> 4).markPostProcessing(x & 15, y, z & 15);
    }

    private static boolean isAirOrWater(BlockStates s, int state) {
        return s.isAir(state) || s.block(state) == CaveBlocks.WATER;
    }

    /** Game: {@code Util.shuffle} on a copy: for i from n down to 2, swap {@code i - 1} with {@code nextInt(i)}. */
    static <T> List<T> shuffled(List<T> in, RandomSource random) {
        List<T> list = new ArrayList<>(in);
        Shuffle.shuffle(list, random);
        return list;
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        String name = c.has("block") ? c.get("block").asId().toString() : "minecraft:glow_lichen";
        if (!name.equals("minecraft:glow_lichen") && !name.equals("minecraft:sculk_vein")) {
            throw c.get("block").error("Strata places multiface growth of glow_lichen or sculk_vein, not " + name);
        }
        List<Direction> valid = new ArrayList<>();
        if (flag(c, "can_place_on_ceiling")) valid.add(Direction.UP);
        if (flag(c, "can_place_on_floor")) valid.add(Direction.DOWN);
        if (flag(c, "can_place_on_wall")) valid.addAll(List.of(Direction.HORIZONTAL));
        return new MultifaceGrowthFeature(p.states().defaultState(name), name.equals("minecraft:sculk_vein"),
                c.has("search_range") ? c.get("search_range").asInt(1, 64) : 10,
                c.has("chance_of_spreading") ? (float) c.get("chance_of_spreading").asDouble(0.0, 1.0) : 0.5f,
                p.blocks(c.get("can_be_placed_on")), valid.toArray(new Direction[0]));
    }

    private static boolean flag(JsonCursor c, String key) {
        return c.has(key) && c.get(key).asBoolean();
    }
}
