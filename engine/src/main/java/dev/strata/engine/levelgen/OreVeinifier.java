package dev.strata.engine.levelgen;

import dev.strata.engine.density.DensityFunction;
import dev.strata.engine.random.PositionalRandomFactory;
import dev.strata.engine.random.RandomSource;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.Objects;

/**
 * Large ore veins of the noise step (game: {@code OreVeinifier}, unchanged in 26.x): copper veins in granite
 * between y 0 and 50 where the vein toggle is positive, iron veins in tuff between y -60 and -8 where it is not.
 *
 * <p>The material rule runs after the aquifer and only sees positions the aquifer left undecided (solid).
 * {@link #compute} returns a state id or {@link #NO_STATE}. The three functions must be the NoiseChunk-bound
 * router entries ({@code vein_toggle}, {@code vein_ridged}, {@code vein_gap}); the positional random is
 * {@code RandomState.oreRandom()} = {@code random.fromHashOf("minecraft:ore").forkPositional()}.
 * Not thread-safe: one instance per {@link NoiseChunk} (a worker's), since it reseeds one random per block.
 */
public final class OreVeinifier {

    /** The "no state decided" result (the game's {@code null}). */
    public static final int NO_STATE = -1;

    private static final double VEININESS_THRESHOLD = (double) 0.4F;
    private static final int EDGE_ROUNDOFF_BEGIN = 20;
    private static final double MAX_EDGE_ROUNDOFF = 0.2;
    private static final float VEIN_SOLIDNESS = 0.7F;
    private static final double MIN_RICHNESS = (double) 0.1F;
    private static final double MAX_RICHNESS = (double) 0.3F;
    private static final double MAX_RICHNESS_THRESHOLD = (double) 0.6F;
    private static final float CHANCE_OF_RAW_ORE_BLOCK = 0.02F;
    private static final double SKIP_ORE_IF_GAP_NOISE_IS_BELOW = (double) -0.3F;

    /** Copper: y 0..50 (game: {@code VeinType.COPPER}). */
    static final int COPPER_MIN_Y = 0;
    static final int COPPER_MAX_Y = 50;
    /** Iron: y -60..-8 (game: {@code VeinType.IRON}). */
    static final int IRON_MIN_Y = -60;
    static final int IRON_MAX_Y = -8;
    private static final int BANDS_MAX_Y = Math.max(COPPER_MAX_Y, IRON_MAX_Y);
    private static final int BANDS_MIN_Y = Math.min(COPPER_MIN_Y, IRON_MIN_Y);

    private final DensityFunction veinToggle;
    private final DensityFunction veinRidged;
    private final DensityFunction veinGap;
    private final PositionalRandomFactory oreRandom;
    /** Reseeded per block when {@link #oreRandom} is the Xoroshiro factory (it always is in 26.2); this instance is one worker's. */
    private final dev.strata.engine.random.XoroshiroRandom scratch = new dev.strata.engine.random.XoroshiroRandom(0L);
    private final int copperOre;
    private final int rawCopperBlock;
    private final int granite;
    private final int deepslateIronOre;
    private final int rawIronBlock;
    private final int tuff;

    /**
     * @param veinToggle       router {@code vein_toggle}
     * @param veinRidged       router {@code vein_ridged}
     * @param veinGap          router {@code vein_gap}
     * @param oreRandom        {@code RandomState.oreRandom()}
     * @param copperOre        state id of {@code minecraft:copper_ore}
     * @param rawCopperBlock   state id of {@code minecraft:raw_copper_block}
     * @param granite          state id of {@code minecraft:granite}
     * @param deepslateIronOre state id of {@code minecraft:deepslate_iron_ore} (default: axis=y)
     * @param rawIronBlock     state id of {@code minecraft:raw_iron_block}
     * @param tuff             state id of {@code minecraft:tuff}
     */
    public OreVeinifier(DensityFunction veinToggle, DensityFunction veinRidged, DensityFunction veinGap,
                        PositionalRandomFactory oreRandom, int copperOre, int rawCopperBlock, int granite,
                        int deepslateIronOre, int rawIronBlock, int tuff) {
        this.veinToggle = Objects.requireNonNull(veinToggle, "veinToggle");
        this.veinRidged = Objects.requireNonNull(veinRidged, "veinRidged");
        this.veinGap = Objects.requireNonNull(veinGap, "veinGap");
        this.oreRandom = Objects.requireNonNull(oreRandom, "oreRandom");
        this.copperOre = copperOre;
        this.rawCopperBlock = rawCopperBlock;
        this.granite = granite;
        this.deepslateIronOre = deepslateIronOre;
        this.rawIronBlock = rawIronBlock;
        this.tuff = tuff;
    }

    /** The veinifier with the six vein blocks' default states taken from {@code registry}. */
    public static OreVeinifier create(DensityFunction veinToggle, DensityFunction veinRidged, DensityFunction veinGap,
                                      PositionalRandomFactory oreRandom, BlockStateRegistry registry) {
        return new OreVeinifier(veinToggle, veinRidged, veinGap, oreRandom,
                registry.defaultState("minecraft:copper_ore"), registry.defaultState("minecraft:raw_copper_block"),
                registry.defaultState("minecraft:granite"), registry.defaultState("minecraft:deepslate_iron_ore"),
                registry.defaultState("minecraft:raw_iron_block"), registry.defaultState("minecraft:tuff"));
    }

    /**
     * The vein block at (x, y, z), or {@link #NO_STATE}. Evaluation order is the game's: toggle, then (if in a
     * vein band and veiny enough) the positional random's first float, the ridged noise, the second float, the
     * gap noise, and the third float.
     */
    public int compute(int blockX, int blockY, int blockZ) {
        // Outside both vein bands the answer is NO_STATE whatever the toggle says (its value only picks the band,
        // and evaluating it has no effect on later values): skip it.
        if (blockY > BANDS_MAX_Y || blockY < BANDS_MIN_Y || (blockY > IRON_MAX_Y && blockY < COPPER_MIN_Y)) {
            return NO_STATE;
        }
        double oreVeininessNoiseValue = veinToggle.compute(blockX, blockY, blockZ);
        boolean copper = oreVeininessNoiseValue > 0.0;
        int minY = copper ? COPPER_MIN_Y : IRON_MIN_Y;
        int maxY = copper ? COPPER_MAX_Y : IRON_MAX_Y;
        double veininessRidged = Math.abs(oreVeininessNoiseValue);
        int distanceFromTop = maxY - blockY;
        int distanceFromBottom = blockY - minY;
        if (distanceFromBottom < 0 || distanceFromTop < 0) {
            return NO_STATE;
        }
        int distanceFromEdge = Math.min(distanceFromTop, distanceFromBottom);
        double edgeRoundoff = clampedMap(distanceFromEdge, 0.0, EDGE_ROUNDOFF_BEGIN, -MAX_EDGE_ROUNDOFF, 0.0);
        if (veininessRidged + edgeRoundoff < VEININESS_THRESHOLD) {
            return NO_STATE;
        }
        RandomSource positionalRandom = oreRandom instanceof dev.strata.engine.random.XoroshiroRandom.Positional x
                ? x.at(blockX, blockY, blockZ, scratch) : oreRandom.at(blockX, blockY, blockZ);
        if (positionalRandom.nextFloat() > VEIN_SOLIDNESS) {
            return NO_STATE;
        }
        if (veinRidged.compute(blockX, blockY, blockZ) >= 0.0) {
            return NO_STATE;
        }
        double richness = clampedMap(veininessRidged, VEININESS_THRESHOLD, MAX_RICHNESS_THRESHOLD, MIN_RICHNESS,
                MAX_RICHNESS);
        if ((double) positionalRandom.nextFloat() < richness
                && veinGap.compute(blockX, blockY, blockZ) > SKIP_ORE_IF_GAP_NOISE_IS_BELOW) {
            if (positionalRandom.nextFloat() < CHANCE_OF_RAW_ORE_BLOCK) {
                return copper ? rawCopperBlock : rawIronBlock;
            }
            return copper ? copperOre : deepslateIronOre;
        }
        return copper ? granite : tuff;
    }

    /** Game: {@code Mth.clampedMap}. */
    private static double clampedMap(double value, double fromMin, double fromMax, double toMin, double toMax) {
        double delta = (value - fromMin) / (fromMax - fromMin);
        if (delta < 0.0) {
            return toMin;
        }
        return delta > 1.0 ? toMax : toMin + delta * (toMax - toMin);
    }
}
