package dev.strata.engine.feature.stateproviders;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.feature.FeatureParser;
import dev.strata.engine.feature.WorldGenLevel;
import dev.strata.engine.feature.blockpredicates.BlockPredicate;
import dev.strata.engine.noise.NoiseParameters;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.random.LegacyRandom;
import dev.strata.engine.random.RandomSource;
import dev.strata.engine.random.WorldgenRandom;
import dev.strata.engine.valueproviders.IntProvider;
import dev.strata.regionio.block.UnknownBlockStateException;
import java.util.ArrayList;
import java.util.List;

/**
 * Parsing and implementations of {@link BlockStateProvider}, after the game's
 * {@code levelgen/feature/stateproviders} classes (26.1 and 26.2 agree; checked: {@code DualNoiseProvider}). Each
 * makes the game's random draws in the game's order; the noise providers build their {@link NormalNoise} once, at
 * parse time, from their own {@code seed} as the game does ({@code NormalNoise.create(new WorldgenRandom(new
 * LegacyRandomSource(seed)), parameters)}: the modern factory over a legacy source), independent of the world seed.
 */
final class BlockStateProviders {
    private BlockStateProviders() {}

    /** Game: {@code SimpleStateProvider}: no draw. */
    record Simple(int state) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return state;
        }
    }

    /** Game: {@code WeightedStateProvider}: {@code WeightedList.getRandomOrThrow}: one {@code nextInt(totalWeight)}. */
    record Weighted(int[] states, int[] weights, int totalWeight) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            int selection = random.nextInt(totalWeight);
            for (int i = 0; i < states.length; i++) {
                selection -= weights[i];
                if (selection < 0) return states[i];
            }
            throw new IllegalStateException("weighted list selection out of range"); // unreachable
        }
    }

    /**
     * Game: {@code RandomizedIntStateProvider}: the source's state; when it has an integer property of that name, the
     * property set to a sample of {@code values} (that draw is made only then, after the source's draws).
     */
    record RandomizedInt(BlockStateProvider source, String property, IntProvider values) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            int state = source.getState(level, random, x, y, z);
            BlockStates states = level.states();
            if (!isIntProperty(states, state, property)) return state;
            return states.with(state, property, Integer.toString(values.sample(random)));
        }
    }

    /** Whether a state has a property of that name whose values are integers (game: an {@code IntegerProperty}). */
    static boolean isIntProperty(BlockStates states, int state, String property) {
        String v = states.value(state, property);
        if (v == null || v.isEmpty()) return false;
        for (int i = 0; i < v.length(); i++) if (!Character.isDigit(v.charAt(i))) return false;
        return true;
    }

    /**
     * Game: {@code RotatedBlockProvider}: the block's default state with {@code axis} set to
     * {@code Direction.Axis.getRandom} = {x, y, z}[nextInt(3)]; the draw is made even if the block has no axis
     * ({@code trySetValue} then leaves the state as it is).
     */
    record Rotated(int defaultState, int[] byAxis) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return byAxis[random.nextInt(3)];
        }
    }

    /**
     * Game: {@code NoiseProvider}: {@code noise(x * scale, y * scale, z * scale)} (doubles), then
     * {@code states[(int) (clamp((1 + v) / 2, 0, 0.9999) * size)]}. No draw.
     */
    record Noise(NormalNoise noise, float scale, int[] states) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            return pick(states, noiseValue(noise, x, y, z, scale));
        }
    }

    static double noiseValue(NormalNoise noise, int x, int y, int z, double scale) {
        return noise.getValue(x * scale, y * scale, z * scale);
    }

    /** Game: {@code NoiseProvider.getRandomState(states, noiseValue)}. */
    static int pick(int[] states, double noiseValue) {
        double v = (1.0 + noiseValue) / 2.0;
        double placement = v < 0.0 ? 0.0 : Math.min(v, 0.9999);
        return states[(int) (placement * (double) states.length)];
    }

    /**
     * Game: {@code NoiseThresholdProvider}: below {@code threshold} one of the low states ({@code nextInt(size)});
     * else {@code nextFloat() < highChance} picks one of the high states ({@code nextInt(size)}), otherwise the
     * default state.
     */
    record NoiseThreshold(NormalNoise noise, float scale, float threshold, float highChance, int defaultState,
                          int[] lowStates, int[] highStates) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            double v = noiseValue(noise, x, y, z, scale);
            if (v < (double) threshold) return lowStates[random.nextInt(lowStates.length)];
            if (random.nextFloat() < highChance) return highStates[random.nextInt(highStates.length)];
            return defaultState;
        }
    }

    /**
     * Game: {@code DualNoiseProvider}: the slow noise at the position (coordinates as floats: {@code (float) x *
     * slowScale}) maps {@code [-1, 1]} onto {@code [varietyMin, varietyMax + 1]} (clamped, truncated) to a count n;
     * entry i of n is picked from all states by the slow noise at {@code (x + i * 54545, y, z + i * 34234)}; the
     * result is picked from those n by the main noise. No draw.
     */
    record DualNoise(int varietyMin, int varietyMax, NormalNoise slowNoise, float slowScale, NormalNoise noise,
                     float scale, int[] states) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            double varietyNoise = slowNoiseValue(x, y, z);
            double f = (varietyNoise - -1.0) / (1.0 - -1.0);
            double lo = varietyMin, hi = varietyMax + 1;
            int localVariety = (int) (f < 0.0 ? lo : f > 1.0 ? hi : lo + f * (hi - lo));
            int[] possible = new int[localVariety];
            for (int i = 0; i < localVariety; i++) {
                possible[i] = pick(states, slowNoiseValue(x + i * 54545, y, z + i * 34234));
            }
            return pick(possible, noiseValue(noise, x, y, z, scale));
        }

        private double slowNoiseValue(int x, int y, int z) {
            return slowNoise.getValue((float) x * slowScale, (float) y * slowScale, (float) z * slowScale);
        }
    }

    /** One rule of {@link RuleBased}. */
    record Rule(BlockPredicate ifTrue, BlockStateProvider then) {}

    /**
     * Game: {@code RuleBasedStateProvider}: the first rule whose predicate holds at the position provides; else the
     * fallback; without one, {@link #getOptionalState} has none and {@link #getState} keeps the state there.
     */
    record RuleBased(BlockStateProvider fallback, List<Rule> rules) implements BlockStateProvider {
        @Override
        public int getState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            int s = getOptionalState(level, random, x, y, z);
            return s != NONE ? s : level.getBlockState(x, y, z);
        }

        @Override
        public int getOptionalState(WorldGenLevel level, RandomSource random, int x, int y, int z) {
            for (Rule r : rules) if (r.ifTrue().test(level, x, y, z)) return r.then().getState(level, random, x, y, z);
            return fallback == null ? NONE : fallback.getState(level, random, x, y, z);
        }
    }

    static BlockStateProvider parse(JsonCursor c, FeatureParser parser) {
        if (!c.isObject()) throw c.error("expected a block state provider object with a type");
        String type = c.get("type").asId().toString();
        switch (type) {
            case "minecraft:simple_state_provider":
                return new Simple(parser.blockState(c.get("state")));
            case "minecraft:weighted_state_provider":
                return weighted(c.get("entries"), parser);
            case "minecraft:randomized_int_state_provider": {
                BlockStateProvider source = parse(c.get("source"), parser);
                String property = c.get("property").asString();
                IntProvider values = parser.intProvider(c.get("values"));
                if (source instanceof Simple s) checkValues(c, parser.states(), s.state(), property, values);
                if (source instanceof Weighted w) for (int st : w.states()) checkValues(c, parser.states(), st, property, values);
                return new RandomizedInt(source, property, values);
            }
            case "minecraft:rotated_block_provider": {
                BlockStates states = parser.states();
                int def = states.defaultState(states.registry().blockName(parser.blockState(c.get("state"))));
                int[] byAxis = new int[3];
                String[] axes = {"x", "y", "z"};
                try {
                    for (int i = 0; i < 3; i++) byAxis[i] = states.value(def, "axis") == null ? def : states.with(def, "axis", axes[i]);
                } catch (UnknownBlockStateException e) {
                    throw c.get("state").error("block has an axis property without all of x, y, z: " + e.getMessage());
                }
                return new Rotated(def, byAxis);
            }
            case "minecraft:noise_provider":
                return new Noise(noise(c, "seed", "noise"), scale(c, "scale"), stateList(c.get("states"), parser));
            case "minecraft:noise_threshold_provider":
                return new NoiseThreshold(noise(c, "seed", "noise"), scale(c, "scale"),
                        (float) c.get("threshold").asDouble(-1.0, 1.0), (float) c.get("high_chance").asDouble(0.0, 1.0),
                        parser.blockState(c.get("default_state")), stateList(c.get("low_states"), parser),
                        stateList(c.get("high_states"), parser));
            case "minecraft:dual_noise_provider": {
                int[] variety = variety(c.get("variety"));
                return new DualNoise(variety[0], variety[1], noise(c, "seed", "slow_noise"), scale(c, "slow_scale"),
                        noise(c, "seed", "noise"), scale(c, "scale"), stateList(c.get("states"), parser));
            }
            case "minecraft:rule_based_state_provider": {
                BlockStateProvider fallback = c.has("fallback") ? parse(c.get("fallback"), parser) : null;
                List<Rule> rules = new ArrayList<>();
                for (JsonCursor r : c.get("rules").elements()) {
                    rules.add(new Rule(parser.blockPredicate(r.get("if_true")), parse(r.get("then"), parser)));
                }
                return new RuleBased(fallback, List.copyOf(rules));
            }
            default:
                throw c.get("type").error("unknown block state provider type " + type + " (expected simple_state_provider,"
                        + " weighted_state_provider, randomized_int_state_provider, rotated_block_provider, noise_provider,"
                        + " noise_threshold_provider, dual_noise_provider or rule_based_state_provider)");
        }
    }

    /** Game: {@code WeightedList.nonEmptyCodec(BlockState.CODEC)}: {@code [{"data": state, "weight": n}, ...]}. */
    private static Weighted weighted(JsonCursor e, FeatureParser parser) {
        List<JsonCursor> list = e.elements();
        if (list.isEmpty()) throw e.error("weighted state provider with no states");
        int[] states = new int[list.size()], weights = new int[list.size()];
        long total = 0;
        for (int i = 0; i < states.length; i++) {
            states[i] = parser.blockState(list.get(i).get("data"));
            weights[i] = list.get(i).get("weight").asInt(0, Integer.MAX_VALUE);
            total += weights[i];
        }
        if (total > Integer.MAX_VALUE) throw e.error("sum of weights must be <= 2147483647");
        if (total == 0) throw e.error("weighted state provider has a total weight of 0");
        return new Weighted(states, weights, (int) total);
    }

    /** Values the provider can draw must be values of the property (game: {@code IntegerProperty} range check). */
    private static void checkValues(JsonCursor c, BlockStates states, int state, String property, IntProvider values) {
        if (!isIntProperty(states, state, property)) return;
        for (long v = values.minValue(); v <= values.maxValue(); v++) {
            try {
                states.with(state, property, Long.toString(v));
            } catch (UnknownBlockStateException e) {
                throw c.get("values").error("property value out of range: " + property + ": " + v);
            }
        }
    }

    /** Game: {@code ExtraCodecs.nonEmptyList(BlockState.CODEC.listOf())}. */
    private static int[] stateList(JsonCursor c, FeatureParser parser) {
        List<JsonCursor> list = c.elements();
        if (list.isEmpty()) throw c.error("expected at least one block state");
        int[] out = new int[list.size()];
        for (int i = 0; i < out.length; i++) out[i] = parser.blockState(list.get(i));
        return out;
    }

    /** Game: {@code ExtraCodecs.POSITIVE_FLOAT}. */
    private static float scale(JsonCursor c, String key) {
        float f = c.get(key).asFloat();
        if (!(f > 0)) throw c.get(key).error("value must be positive: " + f);
        return f;
    }

    /** The provider's noise from its own {@code seed}: {@code NormalNoise.create(new WorldgenRandom(new LegacyRandomSource(seed)), p)}. */
    private static NormalNoise noise(JsonCursor c, String seedKey, String key) {
        JsonCursor s = c.get(seedKey);
        long seed;
        try {
            if (!s.isNumber()) throw s.error("expected a 64-bit integer seed");
            seed = s.raw().getAsJsonPrimitive().getAsBigDecimal().longValueExact();
        } catch (ArithmeticException e) {
            throw s.error("expected a 64-bit integer seed, found " + s.raw());
        }
        JsonCursor n = c.get(key);
        int firstOctave = n.get("firstOctave").asInt();
        List<JsonCursor> a = n.get("amplitudes").elements();
        if (a.isEmpty()) throw n.get("amplitudes").error("a noise needs at least one amplitude");
        double[] amplitudes = new double[a.size()];
        for (int i = 0; i < amplitudes.length; i++) amplitudes[i] = a.get(i).asDouble();
        return NormalNoise.create(new WorldgenRandom(new LegacyRandom(seed)), new NoiseParameters(firstOctave, amplitudes));
    }

    /** Game: {@code InclusiveRange.codec(Codec.INT, 1, 64)}: {@code [min, max]} or {@code {"min_inclusive", "max_inclusive"}}. */
    private static int[] variety(JsonCursor c) {
        int min, max;
        if (c.isArray()) {
            List<JsonCursor> e = c.elements();
            if (e.size() != 2) throw c.error("expected [min, max]");
            min = e.get(0).asInt(1, 64);
            max = e.get(1).asInt(1, 64);
        } else {
            min = c.get("min_inclusive").asInt(1, 64);
            max = c.get("max_inclusive").asInt(1, 64);
        }
        if (max < min) throw c.error("min_inclusive must not be larger than max_inclusive: [" + min + ", " + max + "]");
        return new int[] {min, max};
    }
}
