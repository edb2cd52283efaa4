package dev.strata.engine.data;

import java.util.List;
import java.util.Set;

/**
 * What the game always has from its built-in vanilla data pack, for packs that are read without it.
 *
 * <p>The game layers every world's data packs over the vanilla pack, so a pack may lean on vanilla entries without
 * carrying them: the {@code minecraft:overworld} dimension type, the vanilla biomes. When Strata reads such a pack on
 * its own (the bundled demo pack, or {@code --data} pointing at one folder), the loaders fall back to the facts
 * here, and only to these: names and extents, no worldgen numbers. Every fallback is taken only when the pack has no
 * file for the entry; a pack's own file always wins, and an id outside these lists still fails as missing.
 *
 * <ul>
 *   <li>{@link #BIOMES}: the identifiers of the 66 biomes of 26.2 ({@code data/minecraft/worldgen/biome/}), used by
 *       {@code BiomeRegistry.load} so that biome ids are the same with or without the vanilla files;</li>
 *   <li>{@link #dimensionType}: the vertical extent of the vanilla dimension types, used by
 *       {@code BiomeSources.dimension} when a stem names one the pack does not define.</li>
 * </ul>
 */
public final class VanillaFacts {
    private VanillaFacts() {}

    /** The vertical extent of a dimension type: lowest block y and height in blocks (both multiples of 16). */
    public record Extent(int minY, int height) {}

    /** Identifiers of the vanilla 26.2 biomes, sorted (namespace {@code minecraft}). */
    public static final List<ResourceId> BIOMES;

    private static final Set<ResourceId> BIOME_SET;

    static {
        String[] names = {
            "badlands", "bamboo_jungle", "basalt_deltas", "beach", "birch_forest", "cherry_grove", "cold_ocean",
            "crimson_forest", "dark_forest", "deep_cold_ocean", "deep_dark", "deep_frozen_ocean",
            "deep_lukewarm_ocean", "deep_ocean", "desert", "dripstone_caves", "end_barrens", "end_highlands",
            "end_midlands", "eroded_badlands", "flower_forest", "forest", "frozen_ocean", "frozen_peaks",
            "frozen_river", "grove", "ice_spikes", "jagged_peaks", "jungle", "lukewarm_ocean", "lush_caves",
            "mangrove_swamp", "meadow", "mushroom_fields", "nether_wastes", "ocean", "old_growth_birch_forest",
            "old_growth_pine_taiga", "old_growth_spruce_taiga", "pale_garden", "plains", "river", "savanna",
            "savanna_plateau", "small_end_islands", "snowy_beach", "snowy_plains", "snowy_slopes", "snowy_taiga",
            "soul_sand_valley", "sparse_jungle", "stony_peaks", "stony_shore", "sulfur_caves", "sunflower_plains",
            "swamp", "taiga", "the_end", "the_void", "warm_ocean", "warped_forest", "windswept_forest",
            "windswept_gravelly_hills", "windswept_hills", "windswept_savanna", "wooded_badlands"
        };
        ResourceId[] ids = new ResourceId[names.length];
        for (int i = 0; i < names.length; i++) ids[i] = new ResourceId("minecraft", names[i]);
        BIOMES = List.of(ids);
        BIOME_SET = Set.of(ids);
    }

    /** Whether {@code id} names a biome the game's vanilla pack defines. */
    public static boolean isVanillaBiome(ResourceId id) {
        return BIOME_SET.contains(id);
    }

    /**
     * The extent of a vanilla dimension type: {@code minecraft:overworld} and {@code minecraft:overworld_caves}
     * -64 + 384, {@code minecraft:the_nether} and {@code minecraft:the_end} 0 + 256; null for any other id.
     */
    public static Extent dimensionType(ResourceId id) {
        if (!id.namespace().equals("minecraft")) return null;
        switch (id.path()) {
            case "overworld":
            case "overworld_caves":
                return new Extent(-64, 384);
            case "the_nether":
            case "the_end":
                return new Extent(0, 256);
            default:
                return null;
        }
    }
}
