package dev.strata.engine.surface;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * The parsed, unbound form of a {@code noise_settings.surface_rule} (game: {@code SurfaceRules.RuleSource} and
 * {@code SurfaceRules.ConditionSource}): an immutable tree with one record per JSON type of the game's
 * {@code material_rule} and {@code material_condition} registries. Binding to a seed (noises, positional randoms,
 * biome ids, block states already resolved) happens in {@link SurfaceRuleEvaluator}.
 *
 * <p>Units: y values and depths are in blocks; {@code surface_depth_multiplier} multiplies the column's surface
 * depth (blocks); noise thresholds compare against the raw normal-noise value at {@code (x, 0, z)}.
 */
public final class SurfaceRuleDef {
    private SurfaceRuleDef() {}

    /** A rule: yields a block state for the current position, or nothing. */
    public sealed interface Rule permits Sequence, Conditional, Block, Bandlands {}

    /** {@code sequence}: the first member rule that yields a state wins. */
    public record Sequence(List<Rule> sequence) implements Rule {
        public Sequence {
            sequence = List.copyOf(sequence);
        }
    }

    /** {@code condition}: {@code then_run} if {@code if_true} holds, else nothing. */
    public record Conditional(Condition ifTrue, Rule thenRun) implements Rule {}

    /** {@code block}: always the state {@code result_state} (26.2 state id). */
    public record Block(int state) implements Rule {}

    /** {@code bandlands}: the badlands clay band at (x, y, z) (game: {@code SurfaceSystem.getBand}). */
    public record Bandlands() implements Rule {}

    /** A condition on the current position and column (game: {@code SurfaceRules.Condition}). */
    public sealed interface Condition permits BiomeIs, NoiseThreshold, VerticalGradient, YAbove, Water, Temperature,
            Steep, Not, Hole, AbovePreliminarySurface, StoneDepth {}

    /** {@code biome}: the (zoomed) biome at the block is one of {@code biomes}. */
    public record BiomeIs(List<ResourceId> biomes) implements Condition {
        public BiomeIs {
            biomes = List.copyOf(biomes);
        }
    }

    /**
     * {@code noise_threshold}: {@code min <= noise(x, 0, z) <= max}, a per-column condition; with {@code is_3d}
     * (optional, default false; 26.2's sulfur caves use it) {@code min <= noise(x, y, z) <= max} at the block.
     */
    public record NoiseThreshold(ResourceId noise, double minThreshold, double maxThreshold, boolean is3d) implements Condition {}

    /**
     * {@code vertical_gradient}: true at and below {@code trueAtAndBelow}, false at and above
     * {@code falseAtAndAbove}, in between true with a probability falling linearly from 1 to 0, drawn from the
     * positional random {@code fromHashOf(random_name).forkPositional().at(x, y, z).nextFloat()}.
     */
    public record VerticalGradient(ResourceId randomName, VerticalAnchor trueAtAndBelow, VerticalAnchor falseAtAndAbove) implements Condition {}

    /** {@code y_above}: {@code y + (addStoneDepth ? stoneDepthAbove : 0) >= anchor + surfaceDepth * multiplier}. */
    public record YAbove(VerticalAnchor anchor, int surfaceDepthMultiplier, boolean addStoneDepth) implements Condition {}

    /**
     * {@code water}: no fluid above the current stone run, or
     * {@code y + (addStoneDepth ? stoneDepthAbove : 0) >= waterHeight + offset + surfaceDepth * multiplier}.
     */
    public record Water(int offset, int surfaceDepthMultiplier, boolean addStoneDepth) implements Condition {}

    /** {@code temperature}: the biome at the block is cold enough to snow there ({@code Biome.coldEnoughToSnow}). */
    public record Temperature() implements Condition {}

    /** {@code steep}: the {@code WORLD_SURFACE_WG} heights around the column rise by 4 or more to the north or east. */
    public record Steep() implements Condition {}

    /** {@code not}. */
    public record Not(Condition invert) implements Condition {}

    /** {@code hole}: the column's surface depth is {@code <= 0}. */
    public record Hole() implements Condition {}

    /** {@code above_preliminary_surface}: {@code y >= } the column's minimum surface level. */
    public record AbovePreliminarySurface() implements Condition {}

    /**
     * {@code stone_depth}: {@code stoneDepth <= 1 + offset + (addSurfaceDepth ? surfaceDepth : 0) + secondary},
     * where stoneDepth counts stone blocks from the floor above ({@code floor}) or to the ceiling below
     * ({@code ceiling}), and secondary = {@code (int) map(surfaceSecondary, -1, 1, 0, secondaryDepthRange)}.
     */
    public record StoneDepth(int offset, boolean addSurfaceDepth, int secondaryDepthRange, boolean ceiling) implements Condition {}
}
