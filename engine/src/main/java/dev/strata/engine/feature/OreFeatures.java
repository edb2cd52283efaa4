package dev.strata.engine.feature;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import java.util.BitSet;
import java.util.List;

/**
 * The ore features {@code ore} and {@code scattered_ore} (game: {@code OreFeature}, {@code ScatteredOreFeature},
 * both configured by {@code OreConfiguration}: {@code targets} (rule test and state, first match wins), {@code size}
 * 0..64, {@code discard_chance_on_air_exposure} 0..1).
 *
 * <p>{@code ore} writes straight into the chunk sections (the game's {@code BulkSectionAccess} and
 * {@code LevelChunkSection.setBlockState}): no heightmap update, no block entity, no post-processing mark (so an ore
 * of magma blocks is not marked, unlike a magma block placed with {@code setBlock}). {@code scattered_ore} uses
 * {@code setBlock(pos, state, 2)}.
 */
final class OreFeatures {
    private OreFeatures() {}

    static void register(java.util.Map<String, FeatureType> types) {
        types.put("minecraft:ore", (c, p) -> new Ore(config(c, p)));
        types.put("minecraft:scattered_ore", (c, p) -> new ScatteredOre(config(c, p)));
    }

    /** One target: where {@code target} holds, {@code state} is placed (game: {@code OreConfiguration.TargetBlockState}). */
    record Target(RuleTest target, int state) {}

    /** Game: {@code OreConfiguration}. */
    record Config(List<Target> targets, int size, float discardChanceOnAirExposure) {}

    static Config config(JsonCursor c, FeatureParser p) {
        List<Target> targets = new java.util.ArrayList<>();
        for (JsonCursor t : c.get("targets").elements()) targets.add(new Target(RuleTest.parse(t.get("target"), p), p.blockState(t.get("state"))));
        int size = c.get("size").asInt(0, 64);
        JsonCursor d = c.get("discard_chance_on_air_exposure");
        float discard = d.asFloat();
        if (!(discard >= 0.0F && discard <= 1.0F)) throw d.error("value " + discard + " outside [0.0, 1.0]");
        return new Config(List.copyOf(targets), size, discard);
    }

    /**
     * Game: {@code OreFeature.canPlaceOre}: the target's test, then (unless the air check is skipped) no air among
     * the six neighbours. Draws: the rule test's, then one {@code nextFloat()} when 0 < discard chance < 1.
     */
    static boolean canPlaceOre(WorldGenLevel level, int state, RandomSource random, Config config, Target target, int x, int y, int z) {
        BlockStates s = level.states();
        if (!target.target().test(s, state, random)) return false;
        if (shouldSkipAirCheck(random, config.discardChanceOnAirExposure())) return true;
        return !isAdjacentToAir(level, x, y, z);
    }

    /** Game: {@code OreFeature.shouldSkipAirCheck}. */
    static boolean shouldSkipAirCheck(RandomSource random, float discardChance) {
        if (discardChance <= 0.0F) return true;
        if (discardChance >= 1.0F) return false;
        return random.nextFloat() >= discardChance;
    }

    /**
     * Game: {@code Feature.isAdjacentToAir} in {@code Direction} order (down, up, north, south, west, east). Outside
     * the build height the game's section access answers air.
     */
    static boolean isAdjacentToAir(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        return airOrOutside(level, s, x, y - 1, z) || airOrOutside(level, s, x, y + 1, z) || s.isAir(level.getBlockState(x, y, z - 1))
                || s.isAir(level.getBlockState(x, y, z + 1)) || s.isAir(level.getBlockState(x - 1, y, z)) || s.isAir(level.getBlockState(x + 1, y, z));
    }

    private static boolean airOrOutside(WorldGenLevel level, BlockStates s, int x, int y, int z) {
        return level.isOutsideBuildHeight(y) || s.isAir(level.getBlockState(x, y, z));
    }

    /** Game: {@code Mth.sin(double)}: the 65536-entry float table. */
    private static final float[] SIN = new float[65536];

    static {
        for (int i = 0; i < SIN.length; i++) SIN[i] = (float) Math.sin(i / 10430.378350470453);
    }

    static float mthSin(double a) {
        return SIN[(int) ((long) (a * 10430.378350470453) & 0xFFFFL)];
    }

    /**
     * Game: {@code OreFeature}: a line of {@code size} spheres between two ends {@code size / 8} from the origin
     * along a random angle, each end within -2..0 of the origin's y; spheres contained in a bigger one are dropped;
     * every position is tried once (a bit set over the bounding box) against the targets in order. Placed only if
     * some column of the bounding box has {@code OCEAN_FLOOR_WG} at or above the box's bottom. Draws: nextFloat
     * (angle), nextInt(3) twice, nextDouble per sphere, then the targets' draws per position tried.
     */
    record Ore(Config config) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            int size = config.size();
            float dir = random.nextFloat() * (float) Math.PI;
            float spreadXY = (float) size / 8.0F;
            int maxRadius = (int) Math.ceil(((float) size / 16.0F * 2.0F + 1.0F) / 2.0F);
            double x0 = ox + Math.sin(dir) * (double) spreadXY;
            double x1 = ox - Math.sin(dir) * (double) spreadXY;
            double z0 = oz + Math.cos(dir) * (double) spreadXY;
            double z1 = oz - Math.cos(dir) * (double) spreadXY;
            double y0 = oy + random.nextInt(3) - 2;
            double y1 = oy + random.nextInt(3) - 2;
            int spread = (int) Math.ceil(spreadXY);
            int xStart = ox - spread - maxRadius;
            int yStart = oy - 2 - maxRadius;
            int zStart = oz - spread - maxRadius;
            int sizeXZ = 2 * (spread + maxRadius);
            int sizeY = 2 * (2 + maxRadius);
            for (int x = xStart; x <= xStart + sizeXZ; x++) {
                for (int z = zStart; z <= zStart + sizeXZ; z++) {
                    if (yStart <= level.getHeight(Heightmap.Types.OCEAN_FLOOR_WG, x, z)) {
                        return doPlace(level, random, x0, x1, z0, z1, y0, y1, xStart, yStart, zStart, sizeXZ, sizeY);
                    }
                }
            }
            return false;
        }

        private boolean doPlace(WorldGenLevel level, RandomSource random, double x0, double x1, double z0, double z1, double y0, double y1,
                int xStart, int yStart, int zStart, int sizeXZ, int sizeY) {
            int size = config.size();
            int placed = 0;
            BitSet tested = new BitSet(sizeXZ * sizeY * sizeXZ);
            double[] data = new double[size * 4];
            for (int i = 0; i < size; i++) {
                float step = (float) i / (float) size;
                double xx = x0 + (double) step * (x1 - x0);
                double yy = y0 + (double) step * (y1 - y0);
                double zz = z0 + (double) step * (z1 - z0);
                double ss = random.nextDouble() * (double) size / 16.0;
                double r = ((double) (mthSin((float) Math.PI * step) + 1.0F) * ss + 1.0) / 2.0;
                data[i * 4] = xx;
                data[i * 4 + 1] = yy;
                data[i * 4 + 2] = zz;
                data[i * 4 + 3] = r;
            }
            for (int i1 = 0; i1 < size - 1; i1++) {
                if (data[i1 * 4 + 3] <= 0.0) continue;
                for (int i2 = i1 + 1; i2 < size; i2++) {
                    if (data[i2 * 4 + 3] <= 0.0) continue;
                    double dr = data[i1 * 4 + 3] - data[i2 * 4 + 3];
                    double dx = data[i1 * 4] - data[i2 * 4];
                    double dy = data[i1 * 4 + 1] - data[i2 * 4 + 1];
                    double dz = data[i1 * 4 + 2] - data[i2 * 4 + 2];
                    if (!(dr * dr > dx * dx + dy * dy + dz * dz)) continue;
                    if (dr > 0.0) data[i2 * 4 + 3] = -1.0;
                    else data[i1 * 4 + 3] = -1.0;
                }
            }
            for (int i = 0; i < size; i++) {
                double r = data[i * 4 + 3];
                if (r < 0.0) continue;
                double xx = data[i * 4], yy = data[i * 4 + 1], zz = data[i * 4 + 2];
                int xMin = Math.max((int) Math.floor(xx - r), xStart);
                int yMin = Math.max((int) Math.floor(yy - r), yStart);
                int zMin = Math.max((int) Math.floor(zz - r), zStart);
                int xMax = Math.max((int) Math.floor(xx + r), xMin);
                int yMax = Math.max((int) Math.floor(yy + r), yMin);
                int zMax = Math.max((int) Math.floor(zz + r), zMin);
                for (int x = xMin; x <= xMax; x++) {
                    double xd = ((double) x + 0.5 - xx) / r;
                    if (!(xd * xd < 1.0)) continue;
                    for (int y = yMin; y <= yMax; y++) {
                        double yd = ((double) y + 0.5 - yy) / r;
                        if (!(xd * xd + yd * yd < 1.0)) continue;
                        // the game tests every z of the box: (xd^2 + yd^2) + zd^2 < 1, then the build height. Both tests
                        // are pure, the build height depends on y alone, and the z that pass form one run: zd^2 falls
                        // then rises with z in floating point too (each operation rounds monotonically). So only the z
                        // within a chord's width (plus one each side, far more than the rounding can move it) of the
                        // centre are tested, and the run ends at its first failure: the same z, in the same order
                        if (level.isOutsideBuildHeight(y)) continue;
                        double xy = xd * xd + yd * yd;
                        double half = r * Math.sqrt(1.0 - xy);
                        int zFrom = Math.max(zMin, (int) Math.floor(zz - 0.5 - half) - 1);
                        int zTo = Math.min(zMax, (int) Math.ceil(zz - 0.5 + half) + 1);
                        boolean inside = false;
                        for (int z = zFrom; z <= zTo; z++) {
                            double zd = ((double) z + 0.5 - zz) / r;
                            if (!(xd * xd + yd * yd + zd * zd < 1.0)) {
                                if (inside) break;
                                continue;
                            }
                            inside = true;
                            int bit = x - xStart + (y - yStart) * sizeXZ + (z - zStart) * sizeXZ * sizeY;
                            if (tested.get(bit)) continue;
                            tested.set(bit);
                            if (!level.ensureCanWrite(x, y, z)) continue;
                            int state = level.getBlockState(x, y, z);
                            for (Target t : config.targets()) {
                                if (!canPlaceOre(level, state, random, config, t, x, y, z)) continue;
                                // LevelChunkSection.setBlockState: the section only (see the class comment)
                                level.chunkAt(x >> 4, z >> 4).setBlock(x & 15, y, z & 15, t.state());
                                placed++;
                                break;
                            }
                        }
                    }
                }
            }
            return placed > 0;
        }
    }

    /**
     * Game: {@code ScatteredOreFeature}: {@code nextInt(size + 1)} tries, try i at an offset of
     * {@code round((nextFloat() - nextFloat()) * min(i, 7))} per axis (x, y, z), the first target that may be
     * placed set with flags 2. Always returns true.
     */
    record ScatteredOre(Config config) implements ConfiguredFeature {
        @Override
        public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
            int tries = random.nextInt(config.size() + 1);
            for (int i = 0; i < tries; i++) {
                int max = Math.min(i, 7);
                int x = ox + offset(random, max);
                int y = oy + offset(random, max);
                int z = oz + offset(random, max);
                int state = level.getBlockState(x, y, z);
                for (Target t : config.targets()) {
                    if (!canPlaceOre(level, state, random, config, t, x, y, z)) continue;
                    level.setBlock(x, y, z, t.state(), 2);
                    break;
                }
            }
            return true;
        }

        private static int offset(RandomSource random, int max) {
            return Math.round((random.nextFloat() - random.nextFloat()) * (float) max);
        }
    }
}
