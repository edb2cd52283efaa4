package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.BlockSupport;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.placement.PlacedFeature;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.BitSet;
import java.util.Set;

/**
 * Game: {@code VegetationPatchFeature} ({@code minecraft:vegetation_patch}) and, with {@code waterlogged},
 * {@code WaterloggedVegetationPatchFeature} ({@code minecraft:waterlogged_vegetation_patch}); 26.1 and 26.2 alike.
 * Over a rectangle of radius {@code xz_radius + 1} (corners left out, edge columns only with
 * {@code extra_edge_column_chance}), each column finds the floor (or ceiling) within {@code vertical_range},
 * replaces {@code depth} blocks of it with {@code ground_state}, and the surface positions so made (a
 * {@code HashSet<BlockPos>}: iterated in the game's hash order) get {@code vegetation_feature} with
 * {@code vegetation_chance}.
 *
 * <p>The waterlogged form turns every surface block that no neighbour (north, east, south, west, below) leaves
 * exposed into water, places the vegetation one block lower, i.e. in the water, and waterlogs what it placed.
 *
 * @param down true for {@code surface: floor} (the game's {@code CaveSurface.FLOOR}, direction down)
 */
record VegetationPatchFeature(boolean waterlogged, BitSet replaceable, BlockStateProvider groundState, PlacedFeature vegetationFeature,
                              boolean down, IntProvider depth, float extraBottomBlockChance, int verticalRange,
                              float vegetationChance, IntProvider xzRadius, float extraEdgeColumnChance) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        int xRadius = xzRadius.sample(random) + 1;
        int zRadius = xzRadius.sample(random) + 1;
        Set<Pos> surface = placeGroundPatch(level, random, x, y, z, xRadius, zRadius);
        if (waterlogged) surface = waterSurface(level, surface);
        int out = down ? 1 : -1; // the way out of the surface, towards the vegetation
        for (Pos p : surface) {
            if (vegetationChance > 0.0f && random.nextFloat() < vegetationChance) {
                if (waterlogged) {
                    // game: super.placeVegetation(placementPos.below()), i.e. at the water block itself
                    if (vegetationFeature.place(level, random, p.x(), p.y() - 1 + out, p.z())) waterlog(level, p.x(), p.y(), p.z());
                } else {
                    vegetationFeature.place(level, random, p.x(), p.y() + out, p.z());
                }
            }
        }
        return !surface.isEmpty();
    }

    private Set<Pos> placeGroundPatch(WorldGenLevel level, RandomSource random, int ox, int oy, int oz, int xRadius, int zRadius) {
        BlockStates s = level.states();
        int inwards = down ? -1 : 1;
        Direction outwardsFace = down ? Direction.UP : Direction.DOWN;
        Set<Pos> surface = level.positionSetOrder().newSet();
        for (int dx = -xRadius; dx <= xRadius; dx++) {
            boolean xEdge = dx == -xRadius || dx == xRadius;
            for (int dz = -zRadius; dz <= zRadius; dz++) {
                boolean zEdge = dz == -zRadius || dz == zRadius;
                boolean corner = xEdge && zEdge;
                boolean edgeButNotCorner = (xEdge || zEdge) && !corner;
                if (corner || edgeButNotCorner && (extraEdgeColumnChance == 0.0f || random.nextFloat() > extraEdgeColumnChance)) continue;
                int x = ox + dx, y = oy, z = oz + dz;
                for (int i = 0; s.isAir(level.getBlockState(x, y, z)) && i < verticalRange; i++) y += inwards;
                for (int i = 0; !s.isAir(level.getBlockState(x, y, z)) && i < verticalRange; i++) y -= inwards;
                int by = y + inwards;
                int below = level.getBlockState(x, by, z);
                if (!level.isEmptyBlock(x, y, z) || !BlockSupport.vanilla().isFaceSturdy(below, outwardsFace.shared())) continue;
                int d = depth.sample(random) + (extraBottomBlockChance > 0.0f && random.nextFloat() < extraBottomBlockChance ? 1 : 0);
                if (placeGround(level, random, x, by, z, d, inwards)) surface.add(new Pos(x, by, z));
            }
        }
        return surface;
    }

    /** Game: {@code placeGround}: up to {@code depth} blocks inwards; stops (false only at the first) at a block it may not replace. */
    private boolean placeGround(WorldGenLevel level, RandomSource random, int x, int y, int z, int depth, int inwards) {
        BlockStates s = level.states();
        for (int i = 0; i < depth; i++) {
            int place = groundState.getState(level, random, x, y, z);
            int there = level.getBlockState(x, y, z);
            if (s.block(place) == s.block(there)) continue; // game: the same block, and the position does not move
            if (!replaceable.get(s.block(there))) return i != 0;
            level.setBlock(x, y, z, place, WorldGenLevel.UPDATE_CLIENTS);
            y += inwards;
        }
        return true;
    }

    /** Game: {@code WaterloggedVegetationPatchFeature.placeGroundPatch}'s second half: water where nothing is exposed. */
    private static Set<Pos> waterSurface(WorldGenLevel level, Set<Pos> surface) {
        Set<Pos> water = level.positionSetOrder().newSet();
        for (Pos p : surface) if (!isExposed(level, p)) water.add(p);
        for (Pos p : water) level.setBlock(p.x(), p.y(), p.z(), CaveBlocks.WATER_STATE, WorldGenLevel.UPDATE_CLIENTS);
        return water;
    }

    private static boolean isExposed(WorldGenLevel level, Pos p) {
        for (Direction d : new Direction[] {Direction.NORTH, Direction.EAST, Direction.SOUTH, Direction.WEST, Direction.DOWN}) {
            int state = level.getBlockState(p.x() + d.dx, p.y() + d.dy, p.z() + d.dz);
            if (!BlockSupport.vanilla().isFaceSturdy(state, d.opposite().shared())) return true;
        }
        return false;
    }

    private static void waterlog(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int placed = level.getBlockState(x, y, z);
        if ("false".equals(s.value(placed, "waterlogged"))) level.setBlock(x, y, z, s.with(placed, "waterlogged", "true"), WorldGenLevel.UPDATE_CLIENTS);
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p, boolean waterlogged) {
        String surface = c.get("surface").asString();
        if (!surface.equals("floor") && !surface.equals("ceiling")) throw c.get("surface").error("expected floor or ceiling, not " + surface);
        return new VegetationPatchFeature(waterlogged, p.blocks(c.get("replaceable")), p.stateProvider(c.get("ground_state")),
                p.placedFeature(c.get("vegetation_feature")), surface.equals("floor"),
                SpeleothemClusterFeature.ranged(c, "depth", p, 1, 128),
                (float) c.get("extra_bottom_block_chance").asDouble(0.0, 1.0), c.get("vertical_range").asInt(1, 256),
                (float) c.get("vegetation_chance").asDouble(0.0, 1.0), p.intProvider(c.get("xz_radius")),
                (float) c.get("extra_edge_column_chance").asDouble(0.0, 1.0));
    }
}
