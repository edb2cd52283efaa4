package dev.strata.engine.biome;

import dev.strata.engine.data.ResourceId;
import java.util.List;

/**
 * The multi-noise parameter-list presets the game defines in code (game:
 * {@code MultiNoiseBiomeSourceParameterList.Preset}): {@code minecraft:overworld} ({@link OverworldBiomeBuilder})
 * and {@code minecraft:nether} (five points). Strata adds {@code strata:overworld_26_1}, the game 26.1's overworld list
 * (without the {@code sulfur_caves} entry 26.2 added): a data pack whose {@code overworld} parameter list names it
 * places biomes as 26.1 did. Strata's tests use it against the hashes the game 26.1 made; the product's default is
 * 26.2's.
 */
public final class BiomeParameterPresets {
    private BiomeParameterPresets() {}

    /** The preset's entries in the game's order, or {@code null} for an unknown preset. */
    public static List<Climate.Entry> byName(ResourceId preset) {
        if (preset.namespace().equals("strata") && preset.path().equals("overworld_26_1")) return OverworldBiomeBuilder.withoutSulfurCaves();
        if (!preset.namespace().equals("minecraft")) return null;
        switch (preset.path()) {
            case "overworld":
                return OverworldBiomeBuilder.entries();
            case "nether":
                return nether();
            default:
                return null;
        }
    }

    /** The nether: five single points (temperature, humidity; offsets for warped forest and basalt deltas). */
    public static List<Climate.Entry> nether() {
        return List.of(
                entry(0.0F, 0.0F, 0.0F, "nether_wastes"),
                entry(0.0F, -0.5F, 0.0F, "soul_sand_valley"),
                entry(0.4F, 0.0F, 0.0F, "crimson_forest"),
                entry(0.0F, 0.5F, 0.375F, "warped_forest"),
                entry(-0.5F, 0.0F, 0.175F, "basalt_deltas"));
    }

    private static Climate.Entry entry(float temperature, float humidity, float offset, String biome) {
        return new Climate.Entry(Climate.ParameterPoint.of(temperature, humidity, 0.0F, 0.0F, 0.0F, 0.0F, offset),
                new ResourceId("minecraft", biome));
    }
}
