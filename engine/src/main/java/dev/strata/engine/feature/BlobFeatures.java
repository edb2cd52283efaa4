package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.IntProvider;

/**
 * Small blob features of the nether and the overworld: {@code netherrack_replace_blobs} (game:
 * {@code ReplaceBlobsFeature}), {@code glowstone_blob} ({@code GlowstoneFeature}), {@code blue_ice}
 * ({@code BlueIceFeature}) and {@code block_blob} ({@code BlockBlobFeature}, the forest rock). Neighbour loops run
 * in the game's {@code Direction} order: down, up, north, south, west, east.
 */
final class BlobFeatures {
    private BlobFeatures() {}

    static void register(java.util.Map<String, FeatureType> types) {
        types.put("minecraft:netherrack_replace_blobs", BlobFeatures::replaceBlobs);
        types.put("minecraft:glowstone_blob", (c, p) -> new Glowstone(p.states().blockIndex("minecraft:glowstone"),
                p.states().defaultState("minecraft:glowstone"), p.states().blockIndex("minecraft:netherrack"),
                p.states().blockIndex("minecraft:basalt"), p.states().blockIndex("minecraft:blackstone")));
        types.put("minecraft:blue_ice", (c, p) -> new BlueIce(p.states().blockIndex("minecraft:water"), p.states().blockIndex("minecraft:packed_ice"),
                p.states().blockIndex("minecraft:ice"), p.states().blockIndex("minecraft:blue_ice"), p.states().defaultState("minecraft:blue_ice")));
        types.put("minecraft:block_blob", (c, p) -> new BlockBlob(p.blockState(c.get("state")), p.blockPredicate(c.get("can_place_on"))));
    }

    /** Game: {@code Direction} offsets in {@code Direction.values()} order. */
    static final int[][] DIRECTIONS = {{0, -1, 0}, {0, 1, 0}, {0, 0, -1}, {0, 0, 1}, {-1, 0, 0}, {1, 0, 0}};

    private static ConfiguredFeature replaceBlobs(JsonCursor c, FeatureParser p) {
        IntProvider radius = p.intProvider(c.get("radius"));
        if (radius.minValue() < 0 || radius.maxValue() > 12) throw c.get("radius").error("radius must lie within [0, 12]");
        int target = p.blockState(c.get("target"));
        return new ReplaceBlobs(p.states().block(target), p.blockState(c.get("state")), radius);
    }

    /**
     * Game: {@code ReplaceBlobsFeature} ({@code ReplaceSphereConfiguration}: {@code target} state, of which only the
     * block counts, {@code state}, {@code radius} 0..12): from the origin (y clamped to [min y + 1, max y]) down to
     * the first target block above min y + 1; then three radii (x, y, z) and every target block within the
     * Manhattan ellipsoid, in {@code BlockPos.withinManhattan} order up to Manhattan distance {@code max radius},
     * replaced (flags 3).
     */
    record ReplaceBlobs(int targetBlock, int state, IntProvider radius) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            int cy = Math.max(level.getMinY() + 1, Math.min(level.getMaxYExclusive() - 1, y));
            while (true) {
                if (cy <= level.getMinY() + 1) return false;
                if (s.block(level.getBlockState(x, cy, z)) == targetBlock) break;
                cy--;
            }
            int rx = radius.sample(random), ry = radius.sample(random), rz = radius.sample(random);
            int max = Math.max(rx, Math.max(ry, rz));
            boolean any = false;
            int maxDepth = rx + ry + rz;
            // BlockPos.withinManhattan: by depth, then x from -maxX, y from -maxY, z = depth - |x| - |y| then mirrored
            for (int depth = 0; depth <= maxDepth; depth++) {
                if (depth > max) break; // the game breaks at the first position farther than max (depth order)
                int mx = Math.min(rx, depth);
                for (int dx = -mx; dx <= mx; dx++) {
                    int my = Math.min(ry, depth - Math.abs(dx));
                    for (int dy = -my; dy <= my; dy++) {
                        int dz = depth - Math.abs(dx) - Math.abs(dy);
                        if (dz > rz) continue;
                        any |= replace(level, s, x + dx, cy + dy, z + dz);
                        if (dz != 0) any |= replace(level, s, x + dx, cy + dy, z - dz);
                    }
                }
            }
            return any;
        }

        private boolean replace(WorldGenLevel level, BlockStates s, int x, int y, int z) {
            if (s.block(level.getBlockState(x, y, z)) != targetBlock) return false;
            level.setBlock(x, y, z, state, 3);
            return true;
        }
    }

    /**
     * Game: {@code GlowstoneFeature}: at an air origin under netherrack, basalt or blackstone, glowstone, then 1500
     * tries at {@code (nextInt(8) - nextInt(8), -nextInt(12), nextInt(8) - nextInt(8))}: an air block with exactly one
     * glowstone neighbour becomes glowstone (flags 2).
     */
    record Glowstone(int glowstoneBlock, int glowstone, int netherrack, int basalt, int blackstone) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            if (!level.isEmptyBlock(x, y, z)) return false;
            int above = s.block(level.getBlockState(x, y + 1, z));
            if (above != netherrack && above != basalt && above != blackstone) return false;
            level.setBlock(x, y, z, glowstone, 2);
            for (int i = 0; i < 1500; i++) {
                int px = x + random.nextInt(8) - random.nextInt(8);
                int py = y - random.nextInt(12);
                int pz = z + random.nextInt(8) - random.nextInt(8);
                if (!s.isAir(level.getBlockState(px, py, pz))) continue;
                int neighbours = 0;
                for (int[] d : DIRECTIONS) {
                    if (s.block(level.getBlockState(px + d[0], py + d[1], pz + d[2])) == glowstoneBlock) neighbours++;
                    if (neighbours > 1) break;
                }
                if (neighbours == 1) level.setBlock(px, py, pz, glowstone, 2);
            }
            return true;
        }
    }

    /**
     * Game: {@code BlueIceFeature}: at or below sea level - 1, in or on water, next to packed ice (any side but
     * below): blue ice, then 200 tries at a y offset {@code nextInt(5) - nextInt(6)} and a horizontal spread of
     * {@code 3 + yOff / 2} (3 at yOff >= 2): air, water, packed ice or ice next to blue ice becomes blue ice.
     */
    record BlueIce(int water, int packedIce, int ice, int blueIceBlock, int blueIce) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            BlockStates s = level.states();
            if (y > level.getSeaLevel() - 1) return false;
            if (s.block(level.getBlockState(x, y, z)) != water && s.block(level.getBlockState(x, y - 1, z)) != water) return false;
            boolean packed = false;
            for (int i = 1; i < 6; i++) { // every direction but down
                int[] d = DIRECTIONS[i];
                if (s.block(level.getBlockState(x + d[0], y + d[1], z + d[2])) == packedIce) {
                    packed = true;
                    break;
                }
            }
            if (!packed) return false;
            level.setBlock(x, y, z, blueIce, 2);
            tries:
            for (int i = 0; i < 200; i++) {
                int yOff = random.nextInt(5) - random.nextInt(6);
                int xzDiff = 3;
                if (yOff < 2) xzDiff += yOff / 2;
                if (xzDiff < 1) continue;
                int px = x + random.nextInt(xzDiff) - random.nextInt(xzDiff);
                int py = y + yOff;
                int pz = z + random.nextInt(xzDiff) - random.nextInt(xzDiff);
                int here = level.getBlockState(px, py, pz);
                int b = s.block(here);
                if (!s.isAir(here) && b != water && b != packedIce && b != ice) continue;
                for (int[] d : DIRECTIONS) {
                    if (s.block(level.getBlockState(px + d[0], py + d[1], pz + d[2])) != blueIceBlock) continue;
                    level.setBlock(px, py, pz, blueIce, 2);
                    continue tries;
                }
            }
            return true;
        }
    }

    /**
     * Game: {@code BlockBlobFeature} ({@code BlockBlobConfiguration}: {@code state}, {@code can_place_on}): down from
     * the origin until {@code can_place_on} holds below (fails at min y + 3), then three small balls: radii
     * {@code nextInt(2)} per axis, positions of the box (x fastest, then y, then z) within
     * {@code (xr + yr + zr) * 0.333 + 0.5} (float) set with flags 3; each ball moves the centre by
     * {@code (-1 + nextInt(2), -nextInt(2), -1 + nextInt(2))}.
     */
    record BlockBlob(int state, BlockPredicate canPlaceOn) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            while (y > level.getMinY() + 3 && !canPlaceOn.test(level, x, y - 1, z)) y--;
            if (y <= level.getMinY() + 3) return false;
            for (int c = 0; c < 3; c++) {
                int xr = random.nextInt(2), yr = random.nextInt(2), zr = random.nextInt(2);
                float tr = (float) (xr + yr + zr) * 0.333F + 0.5F;
                double limit = (double) (tr * tr);
                for (int pz = z - zr; pz <= z + zr; pz++) {
                    for (int py = y - yr; py <= y + yr; py++) {
                        for (int px = x - xr; px <= x + xr; px++) {
                            double dx = px - x, dy = py - y, dz = pz - z;
                            if (dx * dx + dy * dy + dz * dz <= limit) level.setBlock(px, py, pz, state, 3);
                        }
                    }
                }
                x += -1 + random.nextInt(2);
                y += -random.nextInt(2);
                z += -1 + random.nextInt(2);
            }
            return true;
        }
    }
}
