package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.random.RandomSource;

/**
 * Game: {@code UnderwaterMagmaFeature} ({@code UnderwaterMagmaConfiguration}: {@code floor_search_range} 0..512,
 * {@code placement_radius_around_floor} 0..64, {@code placement_probability_per_valid_position} 0..1). The origin must
 * be water; the floor is found by {@code Column.scan} downwards (at most {@code range - 1} steps through water, then
 * a block that is not water). Every position of the cube of that radius around the floor (x fastest, then y, then
 * z: {@code BlockPos.betweenClosedStream}) draws one {@code nextFloat()}; below the probability, a position that is
 * neither water nor air and whose block below (top face) and four horizontal neighbours (facing faces) all occlude
 * fully becomes a magma block (flags 2), and the block above it is marked for post-processing unless air.
 */
record UnderwaterMagmaFeature(int floorSearchRange, int radius, float probability, int water, int magma) implements ConfiguredFeature {

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        JsonCursor pc = c.get("placement_probability_per_valid_position");
        float prob = pc.asFloat();
        if (!(prob >= 0.0F && prob <= 1.0F)) throw pc.error("value " + prob + " outside [0.0, 1.0]");
        return new UnderwaterMagmaFeature(c.get("floor_search_range").asInt(0, 512), c.get("placement_radius_around_floor").asInt(0, 64),
                prob, p.states().blockIndex("minecraft:water"), p.states().defaultState("minecraft:magma_block"));
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (s.block(level.getBlockState(x, y, z)) != water) return false;
        int fy = y;
        for (int i = 1; i < floorSearchRange && s.block(level.getBlockState(x, fy, z)) == water; i++) fy--;
        if (s.block(level.getBlockState(x, fy, z)) == water) return false; // no floor within range
        FaceOcclusion faces = FaceOcclusion.vanilla();
        int placed = 0;
        for (int pz = z - radius; pz <= z + radius; pz++) {
            for (int py = fy - radius; py <= fy + radius; py++) {
                for (int px = x - radius; px <= x + radius; px++) {
                    if (!(random.nextFloat() < probability)) continue;
                    if (!isValidPlacement(level, s, faces, px, py, pz)) continue;
                    level.setBlock(px, py, pz, magma, 2);
                    if (!s.isAir(level.getBlockState(px, py + 1, pz))) level.chunkAt(px >> 4, pz >> 4).markPostProcessing(px & 15, py + 1, pz & 15);
                    placed++;
                }
            }
        }
        return placed > 0;
    }

    private boolean isValidPlacement(WorldGenLevel level, BlockStates s, FaceOcclusion faces, int x, int y, int z) {
        int here = level.getBlockState(x, y, z);
        if (s.block(here) == water || s.isAir(here)) return false;
        if (!faces.isFaceFull(level.getBlockState(x, y - 1, z), FaceOcclusion.UP)) return false;
        // Direction.Plane.HORIZONTAL: north, east, south, west; each neighbour's face towards this block
        return faces.isFaceFull(level.getBlockState(x, y, z - 1), FaceOcclusion.SOUTH)
                && faces.isFaceFull(level.getBlockState(x + 1, y, z), FaceOcclusion.WEST)
                && faces.isFaceFull(level.getBlockState(x, y, z + 1), FaceOcclusion.NORTH)
                && faces.isFaceFull(level.getBlockState(x - 1, y, z), FaceOcclusion.EAST);
    }
}
