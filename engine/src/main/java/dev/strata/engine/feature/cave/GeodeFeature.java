package dev.strata.engine.feature.cave;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.ConfiguredFeature;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.stateproviders.BlockStateProvider;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/**
 * Game: {@code GeodeFeature} ({@code minecraft:geode}; 26.1 and 26.2 give the same blocks: 26.2 only reads
 * {@code cannot_replace} as a holder set where 26.1 read a tag). A few distribution points at
 * {@code outer_wall_distance} from the origin; every block of the cube {@code min_gen_offset..max_gen_offset}
 * around it (x fastest, then y, then z: {@code BlockPos.betweenClosed}) sums {@code 1 / sqrt(dist² + point offset)
 * + noise} over the points and falls in a layer by that sum: filling (air), inner layer (amethyst, sometimes the
 * alternate budding amethyst), middle layer (calcite), outer layer (smooth basalt); a crack of three points through
 * the shell makes air. Then each budding block that drew a placement gets a cluster (random from
 * {@code inner_placements}) on its first face (down, up, north, south, west, east) with air or full water, facing
 * away from it.
 *
 * <p>The noise is the game's {@code NormalNoise.create(new WorldgenRandom(new LegacyRandomSource(seed)), -4, 1.0)},
 * a function of the world seed only, made once per seed here.
 */
record GeodeFeature(BlockStateProvider fillingProvider, BlockStateProvider innerLayerProvider, BlockStateProvider alternateInnerLayerProvider,
                    BlockStateProvider middleLayerProvider, BlockStateProvider outerLayerProvider, int[] innerPlacements,
                    BitSet cannotReplace, BitSet invalidBlocks, double filling, double innerLayer, double middleLayer,
                    double outerLayer, double generateCrackChance, double baseCrackSize, int crackPointOffset,
                    double usePotentialPlacementsChance, double useAlternateLayer0Chance,
                    boolean placementsRequireLayer0Alternate, IntProvider outerWallDistance, IntProvider distributionPoints,
                    IntProvider pointOffset, int minGenOffset, int maxGenOffset, double noiseMultiplier,
                    int invalidBlocksThreshold) implements ConfiguredFeature {

    private record Noise(long seed, NormalNoise noise) {}

    private static volatile Noise cached;

    static NormalNoise noise(long seed) {
        Noise n = cached;
        if (n == null || n.seed != seed) {
            n = new Noise(seed, NormalNoise.create(new WorldgenRandom(new LegacyRandom(seed)), -4, 1.0));
            cached = n;
        }
        return n.noise;
    }

    @Override
    public boolean place(WorldGenLevel level, RandomSource random, int ox, int oy, int oz) {
        BlockStates s = level.states();
        int numPoints = distributionPoints.sample(random);
        NormalNoise noise = noise(level.getSeed());
        double crackSizeAdjustment = (double) numPoints / (double) outerWallDistance.maxValue();
        double innerAir = 1.0 / Math.sqrt(filling);
        double innermostBlockLayer = 1.0 / Math.sqrt(innerLayer + crackSizeAdjustment);
        double innerCrust = 1.0 / Math.sqrt(middleLayer + crackSizeAdjustment);
        double outerCrust = 1.0 / Math.sqrt(outerLayer + crackSizeAdjustment);
        double crackSize = 1.0 / Math.sqrt(baseCrackSize + random.nextDouble() / 2.0 + (numPoints > 3 ? crackSizeAdjustment : 0.0));
        boolean shouldGenerateCrack = (double) random.nextFloat() < generateCrackChance;
        int numInvalid = 0;
        int[] points = new int[numPoints * 4];
        for (int i = 0; i < numPoints; i++) {
            int x = outerWallDistance.sample(random);
            int y = outerWallDistance.sample(random);
            int z = outerWallDistance.sample(random);
            int state = level.getBlockState(ox + x, oy + y, oz + z);
            if ((s.isAir(state) || invalidBlocks.get(s.block(state))) && ++numInvalid > invalidBlocksThreshold) return false;
            points[i * 4] = ox + x;
            points[i * 4 + 1] = oy + y;
            points[i * 4 + 2] = oz + z;
            points[i * 4 + 3] = pointOffset.sample(random);
        }
        int[] crack = new int[0];
        if (shouldGenerateCrack) {
            int offsetIndex = random.nextInt(4);
            int c = numPoints * 2 + 1;
            int cx = offsetIndex == 0 || offsetIndex == 2 ? c : 0;
            int cz = offsetIndex == 1 || offsetIndex == 2 ? c : 0;
            crack = new int[] {ox + cx, oy + 7, oz + cz, ox + cx, oy + 5, oz + cz, ox + cx, oy + 1, oz + cz};
        }
        List<int[]> potential = new ArrayList<>();
        for (int z = oz + minGenOffset; z <= oz + maxGenOffset; z++) {
            for (int y = oy + minGenOffset; y <= oy + maxGenOffset; y++) {
                for (int x = ox + minGenOffset; x <= ox + maxGenOffset; x++) {
                    double noiseOffset = noise.getValue(x, y, z) * noiseMultiplier;
                    double shell = 0.0, crackSum = 0.0;
                    for (int i = 0; i < points.length; i += 4) {
                        shell += 1.0 / Math.sqrt(distSqr(x, y, z, points[i], points[i + 1], points[i + 2]) + (double) points[i + 3]) + noiseOffset;
                    }
                    for (int i = 0; i < crack.length; i += 3) {
                        crackSum += 1.0 / Math.sqrt(distSqr(x, y, z, crack[i], crack[i + 1], crack[i + 2]) + (double) crackPointOffset) + noiseOffset;
                    }
                    if (shell < outerCrust) continue;
                    if (shouldGenerateCrack && crackSum >= crackSize && shell < innerAir) {
                        safeSetBlock(level, x, y, z, s.air);
                        for (Direction d : Direction.VALUES) scheduleFluid(level, x + d.dx, y + d.dy, z + d.dz);
                    } else if (shell >= innerAir) {
                        safeSetBlock(level, x, y, z, fillingProvider.getState(level, random, x, y, z));
                    } else if (shell >= innermostBlockLayer) {
                        boolean alternate = (double) random.nextFloat() < useAlternateLayer0Chance;
                        safeSetBlock(level, x, y, z, (alternate ? alternateInnerLayerProvider : innerLayerProvider).getState(level, random, x, y, z));
                        if ((!placementsRequireLayer0Alternate || alternate) && (double) random.nextFloat() < usePotentialPlacementsChance) {
                            potential.add(new int[] {x, y, z});
                        }
                    } else if (shell >= innerCrust) {
                        safeSetBlock(level, x, y, z, middleLayerProvider.getState(level, random, x, y, z));
                    } else {
                        safeSetBlock(level, x, y, z, outerLayerProvider.getState(level, random, x, y, z));
                    }
                }
            }
        }
        for (int[] p : potential) {
            int state = innerPlacements[random.nextInt(innerPlacements.length)];
            for (Direction d : Direction.VALUES) {
                if (s.value(state, "facing") != null) state = s.with(state, "facing", d.id());
                int px = p[0] + d.dx, py = p[1] + d.dy, pz = p[2] + d.dz;
                int there = level.getBlockState(px, py, pz);
                if (s.value(state, "waterlogged") != null) state = s.with(state, "waterlogged", Boolean.toString(s.isSourceFluid(there)));
                // game: BuddingAmethystBlock.canClusterGrowAtState: air, or the water block holding a full (source) fluid
                if (s.isAir(there) || (s.block(there) == CaveBlocks.WATER && s.isSourceFluid(there))) {
                    safeSetBlock(level, px, py, pz, state);
                    break;
                }
            }
        }
        return true;
    }

    private static double distSqr(int x, int y, int z, int px, int py, int pz) {
        double dx = x - px, dy = y - py, dz = z - pz;
        return dx * dx + dy * dy + dz * dz;
    }

    /** Game: {@code Feature.safeSetBlock} with {@code cannot_replace}: flags 2, unless the block there is in the set. */
    private void safeSetBlock(WorldGenLevel level, int x, int y, int z, int state) {
        if (!cannotReplace.get(level.states().block(level.getBlockState(x, y, z)))) level.setBlock(x, y, z, state, WorldGenLevel.UPDATE_CLIENTS);
    }

    /** Game: {@code scheduleTick(adjacent, fluidState.getType(), 0)} for a non-empty fluid next to a crack block. */
    private static void scheduleFluid(WorldGenLevel level, int x, int y, int z) {
        BlockStates s = level.states();
        int state = level.getBlockState(x, y, z);
        if (!s.hasFluid(state)) return;
        boolean lava = s.isLavaFluid(state), source = s.isSourceFluid(state);
        String fluid = (source ? "minecraft:" : "minecraft:flowing_") + (lava ? "lava" : "water");
        level.scheduleFluidTick(x, y, z, fluid, 0);
    }

    @Override
    public boolean equals(Object o) {
        return this == o;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** Parses the config with the game's defaults (26.x {@code GeodeConfiguration}, {@code Geode*Settings}). */
    static ConfiguredFeature parse(JsonCursor c, FeatureParser p) {
        JsonCursor b = c.get("blocks");
        List<JsonCursor> placements = b.get("inner_placements").elements();
        if (placements.isEmpty()) throw b.get("inner_placements").error("expected at least one state");
        int[] inner = new int[placements.size()];
        for (int i = 0; i < inner.length; i++) inner[i] = p.blockState(placements.get(i));
        JsonCursor layers = c.get("layers"), crack = c.get("crack");
        IntProvider outerWall = c.has("outer_wall_distance") ? SpeleothemClusterFeature.ranged(c, "outer_wall_distance", p, 1, 20) : uniform(4, 5);
        IntProvider distribution = c.has("distribution_points") ? SpeleothemClusterFeature.ranged(c, "distribution_points", p, 1, 20) : uniform(3, 4);
        IntProvider offset = c.has("point_offset") ? SpeleothemClusterFeature.ranged(c, "point_offset", p, 0, 10) : uniform(1, 2);
        int minGen = c.has("min_gen_offset") ? c.get("min_gen_offset").asInt() : -16;
        int maxGen = c.has("max_gen_offset") ? c.get("max_gen_offset").asInt() : 16;
        if (minGen < -16 || maxGen > 16 || minGen > maxGen) {
            throw c.error("min_gen_offset and max_gen_offset must lie in [-16, 16] (the decoration region's reach), not [" + minGen + ", " + maxGen + "]");
        }
        return new GeodeFeature(p.stateProvider(b.get("filling_provider")), p.stateProvider(b.get("inner_layer_provider")),
                p.stateProvider(b.get("alternate_inner_layer_provider")), p.stateProvider(b.get("middle_layer_provider")),
                p.stateProvider(b.get("outer_layer_provider")), inner, p.blocks(b.get("cannot_replace")),
                p.blocks(b.get("invalid_blocks")),
                num(layers, "filling", 1.7, 0.01, 50), num(layers, "inner_layer", 2.2, 0.01, 50),
                num(layers, "middle_layer", 3.2, 0.01, 50), num(layers, "outer_layer", 4.2, 0.01, 50),
                num(crack, "generate_crack_chance", 1.0, 0, 1), num(crack, "base_crack_size", 2.0, 0, 5),
                crack.has("crack_point_offset") ? crack.get("crack_point_offset").asInt(0, 10) : 2,
                num(c, "use_potential_placements_chance", 0.35, 0, 1), num(c, "use_alternate_layer0_chance", 0.0, 0, 1),
                !c.has("placements_require_layer0_alternate") || c.get("placements_require_layer0_alternate").asBoolean(),
                outerWall, distribution, offset, minGen, maxGen, num(c, "noise_multiplier", 0.05, 0, 1),
                c.get("invalid_blocks_threshold").asInt());
    }

    private static double num(JsonCursor c, String key, double fallback, double min, double max) {
        return c.has(key) ? c.get(key).asDouble(min, max) : fallback;
    }

    private static IntProvider uniform(int min, int max) {
        return dev.strata.engine.valueproviders.IntProvider.parse(JsonCursor.root("geode defaults",
                com.google.gson.JsonParser.parseString("{\"type\":\"minecraft:uniform\",\"min_inclusive\":" + min + ",\"max_inclusive\":" + max + "}")));
    }
}
