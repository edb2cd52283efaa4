package dev.strata.engine.structure.endcity;

import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPackException;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.structure.template.StructureTemplate;
import dev.strata.engine.structure.template.StructureTemplateManager;
import dev.strata.regionio.block.BlockStateRegistry;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The templates an end city is built from ({@code data/minecraft/structure/end_city/<name>.nbt}; game:
 * {@code EndCityPiece.makeIdentifier}), read once when the structure is bound, so generating and placing never read
 * a file.
 *
 * <p>Each template is checked when read: every block state must turn with a rule Strata writes out (its entities, if
 * a pack's template has any, are ignored as the pieces' settings ignore them; the game's have none). End city pieces are
 * rotated and never mirrored, and {@link dev.strata.engine.structure.template.StateTransforms#transform} turns
 * {@code facing}, {@code axis}, {@code rotation} and the four sides; the other properties the end city's blocks
 * have are left as they are by the game's {@code rotate} ({@link #ROTATION_NEUTRAL}: stairs {@code shape} and
 * chest {@code type} change only under a mirror, {@code StairBlock.rotate}, {@code ChestBlock.rotate}).
 */
final class EndCityTemplates {
    /** A template and its short name. */
    record Entry(String name, StructureTemplate template) {}

    /** The names the pieces use (game: {@code EndCityPieces}). */
    static final List<String> NAMES = List.of("base_floor", "base_roof", "bridge_end", "bridge_gentle_stairs", "bridge_piece",
            "bridge_steep_stairs", "fat_tower_base", "fat_tower_middle", "fat_tower_top", "second_floor_1", "second_floor_2",
            "second_roof", "ship", "third_floor_1", "third_floor_2", "third_roof", "tower_base", "tower_piece", "tower_top");

    /** Properties a rotation without mirror leaves as they are, besides those {@code StateTransforms} turns. */
    static final Set<String> ROTATION_NEUTRAL = Set.of("waterlogged", "half", "powered", "mode", "has_bottle_0", "has_bottle_1",
            "has_bottle_2");
    private static final Set<String> TURNED = Set.of("facing", "axis", "rotation", "north", "east", "south", "west");

    private final Map<String, Entry> byName = new HashMap<>();

    /**
     * @throws DataPackException naming the file of a missing or malformed template, or one with a
     *     block state whose rotation Strata does not write out
     */
    EndCityTemplates(BlockStates states) {
        for (String name : NAMES) {
            StructureTemplate t = StructureTemplateManager.get(states, ResourceId.parse("minecraft:end_city/" + name));
            if (t.palettes().isEmpty()) throw new DataPackException(t.file() + ": no palette");
            BlockStateRegistry r = states.registry();
            for (List<StructureTemplate.BlockInfo> palette : t.palettes()) {
                for (StructureTemplate.BlockInfo b : palette) {
                    for (int i = 0; i < r.propertyCount(b.state()); i++) {
                        String p = r.propertyName(b.state(), i);
                        if (TURNED.contains(p) || ROTATION_NEUTRAL.contains(p) || neutralFor(r.blockName(b.state()), p)) continue;
                        throw new DataPackException(t.file() + ": block state " + r.toString(b.state()) + " has property " + p
                                + ", whose rotation rule Strata does not implement");
                    }
                }
            }
            byName.put(name, new Entry(name, t));
        }
    }

    /** Stairs {@code shape} ({@code StairBlock.rotate}), chest and slab {@code type} ({@code ChestBlock.rotate}, slabs). */
    private static boolean neutralFor(String block, String property) {
        if (property.equals("shape")) return block.endsWith("_stairs");
        if (property.equals("type")) return block.equals("minecraft:chest") || block.equals("minecraft:trapped_chest") || block.endsWith("_slab");
        return false;
    }

    /** The template {@code name}; names are the game's constants, so an unknown one is a defect. */
    Entry get(String name) {
        Entry e = byName.get(name);
        if (e == null) throw new IllegalArgumentException("not an end city template: " + name);
        return e;
    }
}
