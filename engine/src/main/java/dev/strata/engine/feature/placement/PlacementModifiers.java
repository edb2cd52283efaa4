package dev.strata.engine.feature.placement;

import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.levelgen.Heightmap;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.surface.PerlinSimplexNoise;
import dev.strata.engine.valueproviders.HeightProvider;
import dev.strata.engine.valueproviders.IntProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * The placement modifiers of the 26.2 data (game: {@code net.minecraft.world.level.levelgen.placement}), each with
 * the game's draws in the game's order. Sources: the game's classes of the same names (26.1 and 26.2 agree).
 */
final class PlacementModifiers {
    /** The placement modifier types of the game 26.2, as the switch below reads them (for the error message). */
    private static final List<String> KNOWN = List.of("count", "noise_based_count", "noise_threshold_count", "in_square", "heightmap",
            "height_range", "biome", "rarity_filter", "surface_water_depth_filter", "surface_relative_threshold_filter",
            "block_predicate_filter", "random_offset", "environment_scan", "count_on_every_layer", "fixed_placement");

    private PlacementModifiers() {}

    /** Game: {@code Biome.BIOME_INFO_NOISE}, a simplex noise of seed 2345, octave 0. */
    private static final PerlinSimplexNoise BIOME_INFO_NOISE = new PerlinSimplexNoise(new WorldgenRandom(new LegacyRandom(2345L)), 0);

    static PlacementModifier parse(JsonCursor c, FeatureParser p) {
        JsonCursor t = c.get("type");
        String type = t.asId().toString();
        switch (type) {
            case "minecraft:count": {
                IntProvider count = p.intProvider(c.get("count"));
                return (ctx, r, x, y, z, next) -> repeat(count.sample(r), x, y, z, next);
            }
            case "minecraft:noise_based_count": {
                int ratio = c.get("noise_to_count_ratio").asInt();
                double factor = c.get("noise_factor").asDouble();
                double offset = c.optionalDouble("noise_offset", 0.0);
                return (ctx, r, x, y, z, next) -> {
                    double noise = BIOME_INFO_NOISE.getValue(x / factor, z / factor);
                    repeat((int) Math.ceil((noise + offset) * ratio), x, y, z, next);
                };
            }
            case "minecraft:noise_threshold_count": {
                double level = c.get("noise_level").asDouble();
                int below = c.get("below_noise").asInt();
                int above = c.get("above_noise").asInt();
                return (ctx, r, x, y, z, next) -> {
                    double noise = BIOME_INFO_NOISE.getValue(x / 200.0, z / 200.0);
                    repeat(noise < level ? below : above, x, y, z, next);
                };
            }
            case "minecraft:in_square":
                return (ctx, r, x, y, z, next) -> {
                    int nx = r.nextInt(16) + x;
                    int nz = r.nextInt(16) + z;
                    next.accept(nx, y, nz);
                };
            case "minecraft:heightmap": {
                Heightmap.Types hm = heightmap(c.get("heightmap"));
                return (ctx, r, x, y, z, next) -> {
                    int h = ctx.level().getHeight(hm, x, z);
                    if (h > ctx.level().getMinY()) next.accept(x, h, z);
                };
            }
            case "minecraft:height_range": {
                HeightProvider height = p.heightProvider(c.get("height"));
                return (ctx, r, x, y, z, next) -> next.accept(x, height.sample(r, ctx.level().minGenY(), ctx.level().genDepth()), z);
            }
            case "minecraft:biome":
                return (ctx, r, x, y, z, next) -> {
                    PlacedFeature top = ctx.topFeature();
                    if (top == null) {
                        throw new IllegalStateException("the biome filter ran outside a biome's feature list (game: \"Tried to biome check an unregistered feature\")");
                    }
                    if (ctx.biomeFeatures().hasFeature(ctx.level().getBiome(x, y, z), top)) next.accept(x, y, z);
                };
            case "minecraft:rarity_filter": {
                int chance = c.get("chance").asInt(1, Integer.MAX_VALUE);
                return (ctx, r, x, y, z, next) -> {
                    if (r.nextFloat() < 1.0F / (float) chance) next.accept(x, y, z);
                };
            }
            case "minecraft:surface_water_depth_filter": {
                int maxDepth = c.get("max_water_depth").asInt();
                return (ctx, r, x, y, z, next) -> {
                    int floor = ctx.level().getHeight(Heightmap.Types.OCEAN_FLOOR, x, z);
                    int surface = ctx.level().getHeight(Heightmap.Types.WORLD_SURFACE, x, z);
                    if (surface - floor <= maxDepth) next.accept(x, y, z);
                };
            }
            case "minecraft:surface_relative_threshold_filter": {
                Heightmap.Types hm = heightmap(c.get("heightmap"));
                long min = c.has("min_inclusive") ? c.get("min_inclusive").asInt() : Integer.MIN_VALUE;
                long max = c.has("max_inclusive") ? c.get("max_inclusive").asInt() : Integer.MAX_VALUE;
                return (ctx, r, x, y, z, next) -> {
                    long surface = ctx.level().getHeight(hm, x, z);
                    if (surface + min <= y && y <= surface + max) next.accept(x, y, z);
                };
            }
            case "minecraft:block_predicate_filter": {
                BlockPredicate predicate = p.blockPredicate(c.get("predicate"));
                return (ctx, r, x, y, z, next) -> {
                    if (predicate.test(ctx.level(), x, y, z)) next.accept(x, y, z);
                };
            }
            case "minecraft:random_offset": {
                IntProvider xz = p.intProvider(c.get("xz_spread"));
                IntProvider dy = p.intProvider(c.get("y_spread"));
                return (ctx, r, x, y, z, next) -> {
                    int nx = x + xz.sample(r);
                    int ny = y + dy.sample(r);
                    int nz = z + xz.sample(r);
                    next.accept(nx, ny, nz);
                };
            }
            case "minecraft:environment_scan":
                return environmentScan(c, p);
            case "minecraft:count_on_every_layer": {
                IntProvider count = p.intProvider(c.get("count"));
                int[] blocks = {p.states().blockIndex("minecraft:bedrock"), p.states().blockIndex("minecraft:water"),
                        p.states().blockIndex("minecraft:lava")}; // resolved once: the search asks per block
                return (ctx, r, x, y, z, next) -> countOnEveryLayer(ctx, r, x, z, count, blocks, next);
            }
            case "minecraft:fixed_placement": {
                List<int[]> positions = new ArrayList<>();
                for (JsonCursor e : c.get("positions").elements()) {
                    List<JsonCursor> xyz = e.elements();
                    if (xyz.size() != 3) throw e.error("expected a position [x, y, z]");
                    positions.add(new int[] {xyz.get(0).asInt(), xyz.get(1).asInt(), xyz.get(2).asInt()});
                }
                return (ctx, r, x, y, z, next) -> {
                    int cx = x >> 4, cz = z >> 4;
                    for (int[] q : positions) if (q[0] >> 4 == cx && q[2] >> 4 == cz) next.accept(q[0], q[1], q[2]);
                };
            }
            default:
                // every type of the game 26.2 is above, so this is a typo or a type of another game version or mod
                throw t.error("unknown placement modifier type " + type + " (the game 26.2 has: " + String.join(", ", KNOWN) + ")");
        }
    }

    private static void repeat(int count, int x, int y, int z, PlacementModifier.Sink next) {
        for (int i = 0; i < count; i++) next.accept(x, y, z);
    }

    private static Heightmap.Types heightmap(JsonCursor c) {
        Heightmap.Types t = Heightmap.Types.byName(c.asString());
        if (t == null) throw c.error("unknown heightmap " + c.asString());
        return t;
    }

    /** Game: {@code EnvironmentScanPlacement}: walks from the input while the search condition holds. */
    private static PlacementModifier environmentScan(JsonCursor c, FeatureParser p) {
        String dir = c.get("direction_of_search").asString();
        int step;
        if (dir.equals("up")) step = 1;
        else if (dir.equals("down")) step = -1;
        else throw c.get("direction_of_search").error("expected up or down");
        BlockPredicate target = p.blockPredicate(c.get("target_condition"));
        BlockPredicate allowed = c.has("allowed_search_condition") ? p.blockPredicate(c.get("allowed_search_condition")) : (l, x, y, z) -> true;
        int maxSteps = c.get("max_steps").asInt(1, 32);
        return (ctx, r, x, y0, z, next) -> {
            WorldGenLevel level = ctx.level();
            int y = y0;
            if (!allowed.test(level, x, y, z)) return;
            for (int i = 0; i < maxSteps; i++) {
                if (target.test(level, x, y, z)) {
                    next.accept(x, y, z);
                    return;
                }
                y += step;
                if (level.isOutsideBuildHeight(y)) return;
                if (!allowed.test(level, x, y, z)) break;
            }
            if (target.test(level, x, y, z)) next.accept(x, y, z);
        };
    }

    /** Game: {@code CountOnEveryLayerPlacement}: all positions are found (with their draws) before any is yielded. */
    private static void countOnEveryLayer(PlacementContext ctx, RandomSource r, int ox, int oz, IntProvider count, int[] blocks,
                                          PlacementModifier.Sink next) {
        WorldGenLevel level = ctx.level();
        List<int[]> found = new ArrayList<>();
        int layer = 0;
        boolean foundAny;
        do {
            foundAny = false;
            for (int i = 0; i < count.sample(r); i++) {
                int x = r.nextInt(16) + ox;
                int z = r.nextInt(16) + oz;
                int startY = level.getHeight(Heightmap.Types.MOTION_BLOCKING, x, z);
                int y = onGroundY(level, x, startY, z, layer, blocks);
                if (y == Integer.MAX_VALUE) continue;
                found.add(new int[] {x, y, z});
                foundAny = true;
            }
            layer++;
        } while (foundAny);
        for (int[] q : found) next.accept(q[0], q[1], q[2]);
    }

    /** @param blocks the block indices of bedrock, water and lava */
    private static int onGroundY(WorldGenLevel level, int x, int startY, int z, int layerToPlaceOn, int[] blocks) {
        int current = level.getBlockState(x, startY, z);
        int layer = 0;
        for (int y = startY; y >= level.getMinY() + 1; y--) {
            int below = level.getBlockState(x, y - 1, z);
            if (!emptyForLayers(level, below, blocks) && emptyForLayers(level, current, blocks) && !level.states().is(below, blocks[0])) {
                if (layer == layerToPlaceOn) return y;
                layer++;
            }
            current = below;
        }
        return Integer.MAX_VALUE;
    }

    /** Game: {@code CountOnEveryLayerPlacement.isEmpty}: air, water or lava (the blocks, any level). */
    private static boolean emptyForLayers(WorldGenLevel level, int state, int[] blocks) {
        if (level.states().isAir(state)) return true;
        int b = level.states().block(state);
        return b == blocks[1] || b == blocks[2];
    }
}
