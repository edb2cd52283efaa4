package dev.strata.engine.structure.jigsaw;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.Arrays;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The jigsaw starts the game made for seed 13579 ({@code ../shared/fixtures/vanilla-hashes-13579/structure_starts.json}:
 * village_savanna at overworld chunk (-98, -10), 138 pieces; trial_chambers at (-98, 7), 267 pieces; bastion_remnant
 * at nether chunk (-96, -59), 80 pieces), made through {@link StructureStarts} with Strata's own heights and biomes:
 * every piece's type, depth, orientation and box in the game's order, the start's box and that the chunk's starts
 * hold it (its structure set selects the chunk and the biome test passes).
 */
class JigsawStartsTest {
    private static final long SEED = 13579L;

    static JsonObject fixtureStart(String dimension, String structure) throws Exception {
        String text = Files.readString(SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"));
        for (JsonElement e : JsonParser.parseString(text).getAsJsonObject().getAsJsonArray("starts")) {
            JsonObject s = e.getAsJsonObject();
            if (s.get("structure").getAsString().equals(structure) && s.get("dimension").getAsString().equals(dimension)) return s;
        }
        throw new AssertionError("no " + structure + " in the fixture");
    }

    static String describe(StructurePiece p) {
        BoundingBox b = p.getBoundingBox();
        int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
        return "[\"" + p.typeId() + "\"," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + "," + b.maxY()
                + "," + b.maxZ() + "]";
    }

    @ParameterizedTest
    @CsvSource({"minecraft:overworld, minecraft:village_savanna, 138", "minecraft:overworld, minecraft:trial_chambers, 267",
        "minecraft:the_nether, minecraft:bastion_remnant, 80"})
    void everyPieceOfTheGamesStartIsReproduced(String dimension, String structure, int pieces) throws Exception {
        JsonObject s = fixtureStart(dimension, structure);
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse(dimension), null, SEED);
        DimensionGenerator.Worker worker = g.newWorker();
        StructureStarts starts = g.structureStarts();
        int cx = s.get("chunk_x").getAsInt(), cz = s.get("chunk_z").getAsInt();
        List<StructureStart> at = starts.startsAt(cx, cz, worker.structureContext());
        StructureStart start = at.stream().filter(x -> x.structure().equals(structure)).findFirst()
                .orElseThrow(() -> new AssertionError(structure + " not started at chunk " + cx + ", " + cz + ": " + at));
        JsonArray want = s.getAsJsonArray("pieces");
        List<StructurePiece> got = start.pieces();
        int matched = 0;
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) if (want.get(i).toString().equals(describe(got.get(i)))) matched++;
        System.out.println(structure + ": pieces matching the game's: " + matched + " of " + want.size() + " (made " + got.size() + ")");
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
            assertEquals(want.get(i).toString(), describe(got.get(i)), structure + " at chunk " + cx + " " + cz + ", piece " + i);
        }
        assertEquals(pieces, want.size());
        assertEquals(want.size(), got.size(), structure + ": piece count");
        assertEquals(s.getAsJsonArray("bounding_box").toString(), Arrays.toString(start.boundingBox().toArray()).replace(" ", ""), structure + ": box");
        // every connection gives both of its pieces a junction, with opposite height steps
        int junctions = 0, deltaSum = 0;
        for (StructurePiece p : got) {
            for (JigsawJunction j : ((PoolElementStructurePiece) p).junctions()) {
                junctions++;
                deltaSum += j.deltaY();
            }
        }
        assertEquals(2 * (got.size() - 1), junctions, structure + ": junctions");
        assertEquals(0, deltaSum, structure + ": junction height steps");
        if (structure.equals("minecraft:village_savanna")) villageStartTag((PoolElementStructurePiece) got.get(0));
    }

    /** The start piece as the chunk stores it (game: {@code PoolElementStructurePiece.addAdditionalSaveData}). */
    private static void villageStartTag(PoolElementStructurePiece p) {
        CompoundBinaryTag tag = p.createTag();
        assertEquals("minecraft:jigsaw", tag.getString("id"));
        assertEquals(-1, tag.getInt("O"));
        assertEquals(0, tag.getInt("GD"));
        assertEquals(List.of(p.posX(), p.posY(), p.posZ()), List.of(tag.getInt("PosX"), tag.getInt("PosY"), tag.getInt("PosZ")));
        assertEquals(1, tag.getInt("ground_level_delta"));
        assertEquals(p.rotation().name(), tag.getString("rotation"));
        CompoundBinaryTag element = tag.getCompound("pool_element");
        assertEquals("minecraft:legacy_single_pool_element", element.getString("element_type"));
        assertTrue(element.getString("location").startsWith("minecraft:village/savanna/"), element.getString("location"));
        assertEquals("rigid", element.getString("projection"));
        assertEquals(p.junctions().size(), tag.getList("junctions").size());
        CompoundBinaryTag j = tag.getList("junctions").getCompound(0);
        assertEquals(p.junctions().get(0).sourceX(), j.getInt("source_x"));
        assertEquals(p.junctions().get(0).destProjection().id, j.getString("dest_proj"));
        assertTrue(tag.get("liquid_settings") == null, "the default liquid settings are not stored");
    }
}
