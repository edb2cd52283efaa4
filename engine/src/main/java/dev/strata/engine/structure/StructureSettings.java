package dev.strata.engine.structure;

import dev.strata.engine.biome.BiomeRegistry;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.data.Tags;
import java.util.BitSet;

/**
 * The fields every structure of {@code worldgen/structure} has (game: {@code Structure.StructureSettings}):
 * {@code biomes} (a biome, a list or a tag), {@code step} (the decoration step its pieces are placed in) and
 * {@code terrain_adaptation}. {@code spawn_overrides} is kept for the spawn step and not read here.
 *
 * @param id the structure's registry id
 * @param type the structure type (the data's {@code type}, e.g. {@code minecraft:jigsaw})
 * @param biomes the biomes a start may be in, by {@link BiomeRegistry} id (do not modify)
 * @param step the decoration step's name, e.g. {@code underground_structures}
 * @param terrainAdaptation the terrain adaptation ({@link TerrainAdjustment#NONE} when absent)
 */
public record StructureSettings(ResourceId id, ResourceId type, BitSet biomes, String step, TerrainAdjustment terrainAdaptation) {

    /**
     * Reads the shared fields of {@code root} (the structure file's top level).
     *
     * @throws dev.strata.engine.data.DataPackException naming the file and JSON path of an unknown biome or adaptation
     */
    public static StructureSettings read(ResourceId id, JsonCursor root, DataPack pack, BiomeRegistry registry) {
        ResourceId type = root.get("type").asId();
        JsonCursor b = root.get("biomes");
        BitSet biomes = new BitSet(registry.size());
        for (ResourceId biome : Tags.holderSet(b, pack, "worldgen/biome", r -> registry.idOrMinus1(r) >= 0)) {
            int i = registry.idOrMinus1(biome);
            if (i < 0) throw b.error("unknown biome " + biome);
            biomes.set(i);
        }
        String step = root.get("step").asString();
        TerrainAdjustment adaptation = TerrainAdjustment.NONE;
        if (root.has("terrain_adaptation")) {
            JsonCursor t = root.get("terrain_adaptation");
            adaptation = TerrainAdjustment.byName(t.asString());
            if (adaptation == null) {
                throw t.error("unknown terrain adaptation \"" + t.asString() + "\" (none, bury, beard_thin, beard_box, encapsulate)");
            }
        }
        return new StructureSettings(id, type, biomes, step, adaptation);
    }

    /** Whether a start may be at biome {@code biome} (a {@link BiomeRegistry} id; negative is never). */
    public boolean allows(int biome) {
        return biome >= 0 && biomes.get(biome);
    }
}
