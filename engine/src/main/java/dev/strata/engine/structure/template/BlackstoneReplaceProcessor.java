package dev.strata.engine.structure.template;

import dev.strata.engine.feature.WorldGenLevel;
import java.util.Map;

/**
 * Game: {@code BlackstoneReplaceProcessor}: stone and cobblestone kinds become their blackstone kinds (iron bars an
 * iron chain), keeping {@code facing}, {@code half} and {@code type} when the old block has them; no random.
 */
public record BlackstoneReplaceProcessor() implements StructureProcessor {
    /** Game: {@code BlackstoneReplaceProcessor.INSTANCE}. */
    public static final BlackstoneReplaceProcessor INSTANCE = new BlackstoneReplaceProcessor();
    /** Game: {@code replacements}, without the namespace. */
    private static final Map<String, String> REPLACEMENTS_BY_PATH = Map.ofEntries(
            Map.entry("cobblestone", "blackstone"), Map.entry("mossy_cobblestone", "blackstone"),
            Map.entry("stone", "polished_blackstone"), Map.entry("stone_bricks", "polished_blackstone_bricks"),
            Map.entry("mossy_stone_bricks", "polished_blackstone_bricks"), Map.entry("cobblestone_stairs", "blackstone_stairs"),
            Map.entry("mossy_cobblestone_stairs", "blackstone_stairs"), Map.entry("stone_stairs", "polished_blackstone_stairs"),
            Map.entry("stone_brick_stairs", "polished_blackstone_brick_stairs"),
            Map.entry("mossy_stone_brick_stairs", "polished_blackstone_brick_stairs"), Map.entry("cobblestone_slab", "blackstone_slab"),
            Map.entry("mossy_cobblestone_slab", "blackstone_slab"), Map.entry("smooth_stone_slab", "polished_blackstone_slab"),
            Map.entry("stone_slab", "polished_blackstone_slab"), Map.entry("stone_brick_slab", "polished_blackstone_brick_slab"),
            Map.entry("mossy_stone_brick_slab", "polished_blackstone_brick_slab"),
            Map.entry("stone_brick_wall", "polished_blackstone_brick_wall"),
            Map.entry("mossy_stone_brick_wall", "polished_blackstone_brick_wall"), Map.entry("cobblestone_wall", "blackstone_wall"),
            Map.entry("mossy_cobblestone_wall", "blackstone_wall"), Map.entry("chiseled_stone_bricks", "chiseled_polished_blackstone"),
            Map.entry("cracked_stone_bricks", "cracked_polished_blackstone_bricks"), Map.entry("iron_bars", "iron_chain"));
    /** {@link #REPLACEMENTS_BY_PATH} by full block name, so that the per-block lookup builds no string. */
    private static final Map<String, String> REPLACEMENTS = withNamespace(REPLACEMENTS_BY_PATH);
    /** The properties kept, in order. */
    private static final String[] KEPT = {"facing", "half", "type"};

    private static Map<String, String> withNamespace(Map<String, String> byPath) {
        Map<String, String> out = new java.util.HashMap<>();
        byPath.forEach((from, to) -> out.put("minecraft:" + from, "minecraft:" + to));
        return Map.copyOf(out);
    }

    @Override
    public ProcessedBlock processBlock(WorldGenLevel level, int px, int py, int pz, long referencePos, StructureTemplate.BlockInfo original,
            ProcessedBlock processed) {
        var s = level.states();
        int old = processed.state();
        String name = s.registry().blockName(old);
        String to = REPLACEMENTS.get(name);
        if (to == null) return processed;
        int state = s.defaultState(to);
        for (String p : KEPT) {
            String v = s.value(old, p);
            if (v != null) state = s.with(state, p, v);
        }
        return processed.set(state, processed.nbt());
    }
}
