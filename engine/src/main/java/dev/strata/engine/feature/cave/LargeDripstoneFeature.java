package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.valueproviders.FloatProvider;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.BitSet;

/**
 * Game: {@code LargeDripstoneFeature} ({@code minecraft:large_dripstone}): a stalactite and a stalagmite of
 * dripstone blocks in a cave at least 4 blocks high, their radius bounded by the cave's height, possibly bent by a
 * wind. 26.2 adds {@code replaceable_blocks} (26.1 used the {@code #dripstone_replaceable_blocks} tag in code) and
 * makes {@code floor_to_ceiling_search_range} optional (default 30).
 *
 * <p>Draws: the radius ({@code randomBetweenInclusive}), the stalactite's bluntness and height scale, the
 * stalagmite's, the wind (speed, then direction) only when both are suitable for wind, then per column of each
 * dripstone a float (shortened with another float when below 0.2).
 */
record LargeDripstoneFeature(BitSet replaceable, int floorToCeilingSearchRange, IntProvider columnRadius, FloatProvider heightScale,
                             float maxColumnRadiusToCaveHeightRatio, FloatProvider stalactiteBluntness,
                             FloatProvider stalagmiteBluntness, FloatProvider windSpeed, int minRadiusForWind,
                             float minBluntnessForWind) implements ConfiguredFeature {

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int x, int y, int z) {
        BlockStates s = level.states();
        if (!Speleothems.isEmptyOrWater(s, level.getBlockState(x, y, z))) return false;
        Column column = Column.scan(level, x, y, z, floorToCeilingSearchRange, st -> Speleothems.isEmptyOrWater(s, st),
                st -> { int b = s.block(st); return b == CaveBlocks.DRIPSTONE_BLOCK || replaceable.get(b) || b == CaveBlocks.LAVA; });
        if (column == null || !column.hasFloor() || !column.hasCeiling()) return false;
        int caveHeight = column.height();
        if (caveHeight < 4) return false;
        int byHeight = (int) (caveHeight * maxColumnRadiusToCaveHeightRatio);
        int maxRadius = CaveMath.clamp(byHeight, columnRadius.minValue(), columnRadius.maxValue());
        int radius = CaveMath.randomBetweenInclusive(random, columnRadius.minValue(), maxRadius);
        Dripstone stalactite = new Dripstone(x, column.ceiling() - 1, z, false, radius, stalactiteBluntness.sample(random), heightScale.sample(random));
        Dripstone stalagmite = new Dripstone(x, column.floor() + 1, z, true, radius, stalagmiteBluntness.sample(random), heightScale.sample(random));
        Wind wind = stalactite.suitableForWind() && stalagmite.suitableForWind()
                ? Wind.of(y, random, windSpeed, 16 - radius) : Wind.NONE;
        boolean stalactiteEmbedded = stalactite.moveBackUntilBaseIsInsideStone(level, wind);
        boolean stalagmiteEmbedded = stalagmite.moveBackUntilBaseIsInsideStone(level, wind);
        if (stalactiteEmbedded) stalactite.placeBlocks(level, random, wind);
        if (stalagmiteEmbedded) stalagmite.placeBlocks(level, random, wind);
        return true;
    }

    /** Game: {@code LargeDripstone}: one of the two, its root moving into stone and its radius halving as needed. */
    private final class Dripstone {
        int rx, ry, rz;
        final boolean pointingUp;
        int radius;
        final double bluntness, scale;

        Dripstone(int rx, int ry, int rz, boolean pointingUp, int radius, float bluntness, float scale) {
            this.rx = rx;
            this.ry = ry;
            this.rz = rz;
            this.pointingUp = pointingUp;
            this.radius = radius;
            this.bluntness = bluntness;
            this.scale = scale;
        }

        int heightAt(float checkRadius) {
            return (int) Speleothems.height(checkRadius, radius, scale, bluntness);
        }

        boolean suitableForWind() {
            return radius >= minRadiusForWind && bluntness >= minBluntnessForWind;
        }

        boolean moveBackUntilBaseIsInsideStone(WorldGenLevel level, Wind wind) {
            while (radius > 1) {
                int y = ry;
                int maxTries = Math.min(10, heightAt(0.0f));
                for (int i = 0; i < maxTries; i++) {
                    if (level.states().block(level.getBlockState(rx, y, rz)) == CaveBlocks.LAVA) return false;
                    if (Speleothems.isCircleMostlyEmbeddedInStone(level, rx + wind.dx(y), y, rz + wind.dz(y), radius)) {
                        ry = y;
                        return true;
                    }
                    y += pointingUp ? -1 : 1;
                }
                radius /= 2;
            }
            return false;
        }

        void placeBlocks(WorldGenLevel level, RandomSource random, Wind wind) {
            BlockStates s = level.states();
            BlockStates.BlockTag stone = s.tag("minecraft:base_stone_overworld");
            for (int dx = -radius; dx <= radius; dx++) {
                for (int dz = -radius; dz <= radius; dz++) {
                    float current = CaveMath.sqrt(dx * dx + dz * dz);
                    if (current > radius) continue;
                    int height = heightAt(current);
                    if (height <= 0) continue;
                    if (random.nextFloat() < 0.2) height = (int) (height * CaveMath.randomBetween(random, 0.8f, 1.0f));
                    int px = rx + dx, py = ry, pz = rz + dz;
                    boolean hasBeenOutOfStone = false;
                    int maxY = pointingUp ? level.getHeight(Heightmap.Types.WORLD_SURFACE_WG, px, pz) : Integer.MAX_VALUE;
                    for (int i = 0; i < height && py < maxY; i++) {
                        int wx = px + wind.dx(py), wz = pz + wind.dz(py);
                        int state = level.getBlockState(wx, py, wz);
                        if (Speleothems.isEmptyOrWaterOrLava(s, state)) {
                            hasBeenOutOfStone = true;
                            level.setBlock(wx, py, wz, CaveBlocks.DRIPSTONE_BLOCK_STATE, WorldGenLevel.UPDATE_CLIENTS);
                        } else if (hasBeenOutOfStone && s.is(state, stone)) {
                            break;
                        }
                        py += pointingUp ? 1 : -1;
                    }
                }
            }
        }
    }

    /**
     * Game: {@code WindOffsetter}: a horizontal shift growing with the distance from the origin's y, floored and
     * clamped to {@code maxOffset}; {@link #NONE} shifts nothing.
     */
    record Wind(int originY, double speedX, double speedZ, int maxOffset, boolean present) {
        static final Wind NONE = new Wind(0, 0, 0, 0, false);

        static Wind of(int originY, RandomSource random, FloatProvider speedRange, int maxOffset) {
            float speed = speedRange.sample(random);
            float direction = CaveMath.randomBetween(random, 0.0f, (float) Math.PI);
            // game: new Vec3(Mth.cos(direction) * speed, 0, Mth.sin(direction) * speed), float products widened
            return new Wind(originY, CaveMath.cos(direction) * speed, CaveMath.sin(direction) * speed, maxOffset, true);
        }

        int dx(int y) {
            if (!present) return 0;
            return CaveMath.clamp(CaveMath.floor(speedX * (originY - y)), -maxOffset, maxOffset);
        }

        int dz(int y) {
            if (!present) return 0;
            return CaveMath.clamp(CaveMath.floor(speedZ * (originY - y)), -maxOffset, maxOffset);
        }
    }

    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        FloatProvider heightScale = p.floatProvider(c.get("height_scale"));
        return new LargeDripstoneFeature(p.blocks(c.get("replaceable_blocks")),
                c.has("floor_to_ceiling_search_range") ? c.get("floor_to_ceiling_search_range").asInt(1, 512) : 30,
                SpeleothemClusterFeature.ranged(c, "column_radius", p, 1, 16), heightScale,
                (float) c.get("max_column_radius_to_cave_height_ratio").asDouble(0.1, 1.0),
                p.floatProvider(c.get("stalactite_bluntness")), p.floatProvider(c.get("stalagmite_bluntness")),
                p.floatProvider(c.get("wind_speed")), c.get("min_radius_for_wind").asInt(0, 100),
                (float) c.get("min_bluntness_for_wind").asDouble(0.0, 5.0));
    }
}
