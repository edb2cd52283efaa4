package dev.strata.engine.structure;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.structure.mineshaft.MineshaftStructure;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The structure types Strata builds (game: the {@code worldgen/structure_type} registry), each a loader from a
 * structure file to a bound {@link Structure}. A structure of a type not listed here is not built: its set is left
 * out where it would be tried ({@link StructureStarts}). A family registers itself with one line in the static block.
 */
public final class StructureTypes {
    /** Reads the type's own fields of a structure file; the shared ones are parsed already. */
    @FunctionalInterface
    public interface Loader {
        /**
         * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of a malformed field
         */
        Structure load(StructureSettings settings, JsonCursor root, LoadContext context);
    }

    /**
     * What loading may read: the pack, the biome registry, and the pack's block states (made on first use; templates
     * need them).
     */
    public record LoadContext(DataPack pack, BiomeRegistry biomes, Supplier<BlockStates> states) {}

    private static final Map<ResourceId, Loader> TYPES = new ConcurrentHashMap<>();

    static {
        register("minecraft:mineshaft", MineshaftStructure::bind);
        register("minecraft:end_city", dev.strata.engine.structure.endcity.EndCityStructure::bind);
        register("minecraft:fortress", dev.strata.engine.structure.fortress.NetherFortressStructure::bind);
        register("minecraft:jigsaw", dev.strata.engine.structure.jigsaw.JigsawStructure::bind);
        register("minecraft:buried_treasure", dev.strata.engine.structure.buriedtreasure.BuriedTreasureStructure::bind);
        register("minecraft:swamp_hut", dev.strata.engine.structure.scattered.SinglePieceStructure::swampHut);
        register("minecraft:jungle_temple", dev.strata.engine.structure.scattered.SinglePieceStructure::jungleTemple);
        register("minecraft:shipwreck", dev.strata.engine.structure.shipwreck.ShipwreckStructure::bind);
        register("minecraft:ocean_ruin", dev.strata.engine.structure.oceanruin.OceanRuinStructure::bind);
        register("minecraft:igloo", dev.strata.engine.structure.igloo.IglooStructure::bind);
        register("minecraft:desert_pyramid", dev.strata.engine.structure.scattered.SinglePieceStructure::desertPyramid);
        register("minecraft:nether_fossil", dev.strata.engine.structure.netherfossil.NetherFossilStructure::bind);
        register("minecraft:ruined_portal", dev.strata.engine.structure.ruinedportal.RuinedPortalStructure::bind);
        register("minecraft:ocean_monument", dev.strata.engine.structure.oceanmonument.OceanMonumentStructure::bind);
        register("minecraft:stronghold", dev.strata.engine.structure.stronghold.StrongholdStructure::bind);
        register("minecraft:woodland_mansion", dev.strata.engine.structure.woodlandmansion.WoodlandMansionStructure::bind);
    }

    private StructureTypes() {}

    /** Registers the loader of structure type {@code type} (e.g. {@code minecraft:jigsaw}). */
    public static void register(String type, Loader loader) {
        if (TYPES.putIfAbsent(ResourceId.parse(type), loader) != null) throw new IllegalStateException("structure type registered twice: " + type);
    }

    /** The loader of {@code type}, or null when Strata does not build that type. */
    public static Loader get(ResourceId type) {
        return TYPES.get(type);
    }
}
