package dev.strata.engine.surface;

import dev.strata.engine.data.ResourceId;
import dev.strata.engine.levelgen.NoiseChunk;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.levelgen.RandomState;
import dev.strata.engine.noise.NormalNoise;
import dev.strata.engine.surface.SurfaceConditions.Cond;
import dev.strata.engine.random.PositionalRandomFactory;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * A surface rule tree bound to a seed, together with the evaluation context it reads (game:
 * {@code SurfaceRules.Context} and the {@code SurfaceRule}/{@code Condition} objects that
 * {@code RuleSource.apply(context)} builds).
 *
 * <p>Context protocol, as the game's {@code SurfaceSystem.buildSurface} drives it: {@link #beginChunk} once per
 * chunk, {@link #updateXZ} once per column, {@link #updateY} for every solid block of the column from the top down,
 * then {@link #tryApply} where the block is the default block. Conditions are memoised exactly where the game
 * memoises them: per column ({@code noise_threshold}, {@code steep}, {@code hole}, the secondary surface noise, the
 * minimum surface level) and per {@code updateY} ({@code noise_threshold} with {@code is_3d}, {@code biome},
 * {@code temperature}, {@code y_above},
 * {@code water}, {@code stone_depth}, {@code vertical_gradient}, the biome lookup). All conditions are pure functions
 * of the context, so memoisation and sharing of equal conditions change speed only, never results. The conditions
 * themselves are in {@link SurfaceConditions}; each also tells how far down the column its value holds, which
 * {@link #tryApply} sums up in {@link #reuseFloor} for the surface step's reuse of results.
 *
 * <p>Coordinates are absolute block coordinates. No allocation per block. Not thread-safe: one per worker.
 */
public final class SurfaceRuleEvaluator {
    /** Returned by {@link #tryApply} when no rule yields a state. */
    public static final int NO_STATE = -1;

    private static final int HOW_FAR_BELOW_PRELIMINARY_SURFACE_LEVEL_TO_BUILD_SURFACE = 8;

    private final RandomState randomState;
    private final PositionalRandomFactory root;
    private final ToIntFunction<String> biomeId;
    final BiomeTemperature temperatures;
    private final int minGenY, genDepth;
    final int seaLevel;
    private final ClayBands bands;
    private final NormalNoise secondaryNoise;
    private final Map<SurfaceRuleDef.Condition, Cond> conditions = new HashMap<>();
    private final Map<ResourceId, PositionalFloat> gradients = new HashMap<>();
    private final Rule rootRule;

    // Per-chunk inputs.
    int[] worldSurface;
    private NoiseChunk noiseChunk;
    SurfaceBiomes biomes;

    // Column state.
    long xzStamp = Long.MIN_VALUE + 1;
    int blockX, blockZ, surfaceDepth;
    private long secondaryStamp = xzStamp - 1;
    private double surfaceSecondary;
    private long minSurfaceStamp = xzStamp - 1;
    private int minSurfaceLevel;
    private long lastCellOrigin = Long.MAX_VALUE;
    private final int[] cellCorners = new int[4];

    // Block state.
    long yStamp = Long.MIN_VALUE + 1;
    int blockY, waterHeight, stoneDepthBelow, stoneDepthAbove;
    long biomeStamp = yStamp - 1;
    private int biome;
    // The column's current biome run: the last lookup made (at runTop), the floor of its run of one biome
    // (SurfaceBiomes.sameBiomeDownTo) and that biome. A block inside the run is answered from it; its lookup is
    // deferred (deferredY): of such lookups only the last has an effect, so it is made before the next lookup made
    // for real and at the end of the column (flushLookups).
    private int runTop = Integer.MIN_VALUE, runFloor = Integer.MAX_VALUE, runBiome;
    int deferredY = Integer.MIN_VALUE;

    // What the last tryApply read, for reusing its result at the blocks below (see reuseFloor).
    private int reuseFloor;
    boolean lookedUp, runBound;

    /**
     * Binds a parsed rule tree.
     *
     * @param def the parsed {@code surface_rule}
     * @param randomState the dimension's seeded noises ({@code noise_threshold} noises come from here)
     * @param root the dimension's root positional random factory (game: {@code RandomState.random}); a
     *     {@code vertical_gradient} uses {@code root.fromHashOf(random_name).forkPositional()}
     * @param biomeId biome identifier to biome id, negative for a biome the registry does not have (a condition on it
     *     never holds, as in the game)
     * @param temperatures the biome temperatures for {@code temperature}
     * @param minGenY lowest generated y (game: {@code WorldGenerationContext.getMinGenY})
     * @param genDepth generated height (game: {@code WorldGenerationContext.getGenDepth})
     * @param seaLevel the noise settings' {@code sea_level}
     * @param bands the clay bands for {@code bandlands}
     * @param secondaryNoise the {@code minecraft:surface_secondary} noise
     */
    public SurfaceRuleEvaluator(SurfaceRuleDef.Rule def, RandomState randomState, PositionalRandomFactory root,
            ToIntFunction<String> biomeId, BiomeTemperature temperatures, int minGenY, int genDepth, int seaLevel,
            ClayBands bands, NormalNoise secondaryNoise) {
        this.randomState = randomState;
        this.root = root;
        this.biomeId = biomeId;
        this.temperatures = temperatures;
        this.minGenY = minGenY;
        this.genDepth = genDepth;
        this.seaLevel = seaLevel;
        this.bands = bands;
        this.secondaryNoise = secondaryNoise;
        this.rootRule = bind(def);
    }

    // ---------------------------------------------------------------- context protocol

    /** Sets the chunk whose heightmap {@code steep} reads, the noise chunk and the biomes. */
    public void beginChunk(ProtoChunk chunk, NoiseChunk noiseChunk, SurfaceBiomes biomes) {
        this.worldSurface = chunk.worldSurfaceWg();
        this.noiseChunk = noiseChunk;
        this.biomes = biomes;
        this.lastCellOrigin = Long.MAX_VALUE;
    }

    /** Starts a column (game: {@code Context.updateXZ}); {@code surfaceDepth} from {@link SurfaceSystem#surfaceDepth}. */
    public void updateXZ(int blockX, int blockZ, int surfaceDepth) {
        flushLookups();
        runTop = Integer.MIN_VALUE;
        runFloor = Integer.MAX_VALUE;
        xzStamp++;
        yStamp++;
        this.blockX = blockX;
        this.blockZ = blockZ;
        this.surfaceDepth = surfaceDepth;
    }

    /** Moves to a solid block of the current column (game: {@code Context.updateY}). */
    public void updateY(int stoneDepthAbove, int stoneDepthBelow, int waterHeight, int blockY) {
        yStamp++;
        this.blockY = blockY;
        this.waterHeight = waterHeight;
        this.stoneDepthBelow = stoneDepthBelow;
        this.stoneDepthAbove = stoneDepthAbove;
    }

    /** The state the rules give the current block, or {@link #NO_STATE}. */
    public int tryApply() {
        reuseFloor = Integer.MIN_VALUE;
        lookedUp = false;
        runBound = false;
        return rootRule.apply();
    }

    /**
     * After {@link #tryApply} at block y: the lowest {@code y' <= y} such that the same call at any block of this
     * column from y' up to y gives the same state by the same evaluation path — every condition it tested would test
     * the same there, whatever the stone depths, water height and blocks in between. Conditions bound it as follows:
     * per-column ones ({@code noise_threshold} without {@code is_3d}, {@code steep}, {@code hole}) not at all; {@code y_above} without stone
     * depth and {@code above_preliminary_surface} (thresholds in y) by the threshold where true, not where false;
     * {@code vertical_gradient} by its {@code false_at_and_above} where false above the band, not where true below
     * it, to y inside the band (random per block); {@code biome} by {@link SurfaceBiomes#sameBiomeDownTo}; {@code temperature},
     * {@code noise_threshold} with {@code is_3d}, ceiling {@code stone_depth} and {@code bandlands} to y itself. Some hold only within the current run of solid blocks (see {@link #runBound}):
     * {@code stone_depth} from above (false: to the run's end; true: while the depth stays within its bound),
     * {@code water} (its height and {@code y + stone depth} are the same all along a run) and {@code y_above} with
     * stone depth. So a result is reusable below y only if this is below y.
     */
    public int reuseFloor() {
        return reuseFloor;
    }

    /**
     * Whether the last {@link #tryApply}'s {@link #reuseFloor} holds only while the column walk stays in the same run
     * of solid blocks: down from the evaluated block without passing an air or fluid block (along such a run y falls
     * by one and the stone depth above rises by one per block, and the water height stays).
     */
    public boolean runBound() {
        return runBound;
    }

    /** Whether the last {@link #tryApply} looked the biome up (then so would the same call anywhere above its floor). */
    public boolean lookedUp() {
        return lookedUp;
    }

    /** Narrows {@link #reuseFloor} to {@code floor}. */
    void bound(int floor) {
        if (floor > reuseFloor) reuseFloor = floor;
    }

    /** The secondary surface noise at the column, memoised per column (game: {@code getSurfaceSecondary}). */
    double surfaceSecondary() {
        if (secondaryStamp != xzStamp) {
            secondaryStamp = xzStamp;
            surfaceSecondary = secondaryNoise.getValue(blockX, 0.0, blockZ);
        }
        return surfaceSecondary;
    }

    /**
     * The column's minimum surface level (game: {@code Context.getMinSurfaceLevel}): the preliminary surface level at
     * the four corners of the 16x16 surface cell, bilinearly interpolated with float weights {@code (x & 15) / 16},
     * floored, plus the surface depth, minus 8.
     */
    public int minSurfaceLevel() {
        if (minSurfaceStamp != xzStamp) {
            minSurfaceStamp = xzStamp;
            int cx = blockX >> 4;
            int cz = blockZ >> 4;
            long origin = ((long) cz << 32) | (cx & 0xFFFFFFFFL);
            if (origin != lastCellOrigin) {
                lastCellOrigin = origin;
                cellCorners[0] = noiseChunk.preliminarySurfaceLevel(cx << 4, cz << 4);
                cellCorners[1] = noiseChunk.preliminarySurfaceLevel((cx + 1) << 4, cz << 4);
                cellCorners[2] = noiseChunk.preliminarySurfaceLevel(cx << 4, (cz + 1) << 4);
                cellCorners[3] = noiseChunk.preliminarySurfaceLevel((cx + 1) << 4, (cz + 1) << 4);
            }
            double tx = (float) (blockX & 15) / 16.0F;
            double tz = (float) (blockZ & 15) / 16.0F;
            double a = cellCorners[0] + tx * (cellCorners[1] - (double) cellCorners[0]);
            double b = cellCorners[2] + tx * (cellCorners[3] - (double) cellCorners[2]);
            int level = (int) Math.floor(a + tz * (b - a));
            minSurfaceLevel = level + surfaceDepth - HOW_FAR_BELOW_PRELIMINARY_SURFACE_LEVEL_TO_BUILD_SURFACE;
        }
        return minSurfaceLevel;
    }

    /** The biome at the current block, looked up once per {@code updateY}. */
    int biome() {
        lookedUp = true;
        if (biomeStamp != yStamp) {
            biomeStamp = yStamp;
            int y = blockY;
            if (y <= runTop && y >= runFloor) {
                biome = runBiome;
                deferredY = y;
            } else {
                flushLookups();
                biome = biomes.biomeAt(blockX, y, blockZ);
                runTop = y;
                runFloor = biomes.sameBiomeDownTo(blockX, y, blockZ);
                runBiome = biome;
            }
        }
        return biome;
    }

    /** The floor of the current block's biome run (see {@link SurfaceBiomes#sameBiomeDownTo}); after {@link #biome}. */
    int biomeFloor() {
        return runFloor;
    }

    /**
     * Records the lookup the rules would make at block y of this column, a block inside the current biome run (the
     * surface step calls it for blocks whose evaluation it reuses; see {@link #lookedUp}): deferred like the run's
     * own answers.
     */
    public void deferLookup(int blockY) {
        deferredY = blockY;
    }

    /**
     * Makes the last deferred lookup of the column, if any: the lookups the game would have made there leave the
     * biome source in the state this one leaves. Called before every lookup made for real, at the start of a column,
     * and by the surface step before it looks a biome up itself.
     */
    public void flushLookups() {
        if (deferredY != Integer.MIN_VALUE) {
            biomes.biomeAt(blockX, deferredY, blockZ);
            deferredY = Integer.MIN_VALUE;
        }
    }

    // ---------------------------------------------------------------- binding

    private Rule bind(SurfaceRuleDef.Rule def) {
        if (def instanceof SurfaceRuleDef.Sequence s) {
            if (s.sequence().size() == 1) return bind(s.sequence().get(0));
            Rule[] rules = new Rule[s.sequence().size()];
            for (int i = 0; i < rules.length; i++) rules[i] = bind(s.sequence().get(i));
            return new SequenceRule(rules);
        }
        if (def instanceof SurfaceRuleDef.Conditional c) return new TestRule(cond(c.ifTrue()), bind(c.thenRun()));
        if (def instanceof SurfaceRuleDef.Block b) return new StateRule(b.state());
        return new BandRule();
    }

    private Cond cond(SurfaceRuleDef.Condition def) {
        Cond c = conditions.get(def);
        if (c == null) {
            c = newCond(def);
            conditions.put(def, c);
        }
        return c;
    }

    private Cond newCond(SurfaceRuleDef.Condition def) {
        if (def instanceof SurfaceRuleDef.BiomeIs b) {
            List<Integer> ids = new ArrayList<>();
            int max = -1;
            for (ResourceId id : b.biomes()) {
                int i = biomeId.applyAsInt(id.toString());
                if (i >= 0) {
                    ids.add(i);
                    max = Math.max(max, i);
                }
            }
            boolean[] member = new boolean[max + 1];
            for (int i : ids) member[i] = true;
            return new SurfaceConditions.BiomeCond(this, member);
        }
        if (def instanceof SurfaceRuleDef.NoiseThreshold n) {
            var range = new SurfaceConditions.NoiseRange(randomState.noise(n.noise()), n.minThreshold(), n.maxThreshold());
            return n.is3d() ? new SurfaceConditions.Noise3dCond(this, range) : new SurfaceConditions.NoiseCond(this, range);
        }
        if (def instanceof SurfaceRuleDef.VerticalGradient g) {
            PositionalFloat random = gradients.computeIfAbsent(g.randomName(),
                    k -> new PositionalFloat(root.fromHashOf(k.toString()).forkPositional()));
            return new SurfaceConditions.GradientCond(this, g.trueAtAndBelow().resolve(minGenY, genDepth), g.falseAtAndAbove().resolve(minGenY, genDepth), random);
        }
        if (def instanceof SurfaceRuleDef.YAbove y) return new SurfaceConditions.YCond(this, y.anchor().resolve(minGenY, genDepth), y.surfaceDepthMultiplier(), y.addStoneDepth());
        if (def instanceof SurfaceRuleDef.Water w) return new SurfaceConditions.WaterCond(this, w.offset(), w.surfaceDepthMultiplier(), w.addStoneDepth());
        if (def instanceof SurfaceRuleDef.Temperature) return new SurfaceConditions.TemperatureCond(this);
        if (def instanceof SurfaceRuleDef.Steep) return new SurfaceConditions.SteepCond(this);
        if (def instanceof SurfaceRuleDef.Not n) return new SurfaceConditions.NotCond(cond(n.invert()));
        if (def instanceof SurfaceRuleDef.Hole) return new SurfaceConditions.HoleCond(this);
        if (def instanceof SurfaceRuleDef.AbovePreliminarySurface) return new SurfaceConditions.AboveSurfaceCond(this);
        SurfaceRuleDef.StoneDepth s = (SurfaceRuleDef.StoneDepth) def;
        return new SurfaceConditions.StoneDepthCond(this, s.offset(), s.addSurfaceDepth(), s.secondaryDepthRange(), s.ceiling());
    }

    // ---------------------------------------------------------------- rules

    private abstract static class Rule {
        abstract int apply();
    }

    /**
     * The first rule that yields a state. Conditional entries are unpacked into flat arrays (their condition, their
     * rule, or its state when it is a plain block), so a sequence of {@code condition}s, the usual shape, costs one
     * dispatch per entry (the condition) instead of two or three; the results are the entries' own.
     */
    private static final class SequenceRule extends Rule {
        private final Rule[] rules;
        private final Cond[] conditions; // null where the entry is not a conditional
        private final Rule[] thens;
        private final int[] thenStates; // the state of a conditional whose rule is a plain block, else NO_STATE

        SequenceRule(Rule[] rules) {
            this.rules = rules;
            this.conditions = new Cond[rules.length];
            this.thens = new Rule[rules.length];
            this.thenStates = new int[rules.length];
            for (int i = 0; i < rules.length; i++) {
                thenStates[i] = NO_STATE;
                if (rules[i] instanceof TestRule t) {
                    conditions[i] = t.condition;
                    thens[i] = t.then;
                    if (t.then instanceof StateRule b) thenStates[i] = b.state;
                }
            }
        }

        @Override
        int apply() {
            Cond[] cs = conditions;
            for (int i = 0; i < cs.length; i++) {
                Cond c = cs[i];
                int s;
                if (c == null) {
                    s = rules[i].apply();
                } else {
                    if (!c.test()) continue;
                    s = thenStates[i];
                    if (s == NO_STATE) s = thens[i].apply();
                }
                if (s != NO_STATE) return s;
            }
            return NO_STATE;
        }
    }

    private static final class TestRule extends Rule {
        private final Cond condition;
        private final Rule then;

        TestRule(Cond condition, Rule then) {
            this.condition = condition;
            this.then = then;
        }

        @Override
        int apply() {
            return condition.test() ? then.apply() : NO_STATE;
        }
    }

    private static final class StateRule extends Rule {
        private final int state;

        StateRule(int state) {
            this.state = state;
        }

        @Override
        int apply() {
            return state;
        }
    }

    private final class BandRule extends Rule {
        @Override
        int apply() {
            bound(blockY);
            return bands.band(blockX, blockY, blockZ);
        }
    }

}
