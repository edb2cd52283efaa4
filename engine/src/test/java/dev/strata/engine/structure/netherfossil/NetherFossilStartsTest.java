package dev.strata.engine.structure.netherfossil;

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
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The nether fossils of the game's starts ({@code fixtures/vanilla-hashes-13579/structure_starts.json}, seed 13579:
 * 17 starts of one piece each), piece for piece: type, depth, orientation (2, as every template piece shows) and box,
 * and the start's box (the piece's grown by 12, the beard_thin adaptation).
 */
class NetherFossilStartsTest {
    @Test
    void everyFossilOfTheFixture() throws Exception {
        JsonObject root = JsonParser.parseString(Files.readString(
                SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"))).getAsJsonObject();
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        StructureStarts starts = g.structureStarts();
        List<String> want = new ArrayList<>(), got = new ArrayList<>();
        for (JsonElement e : root.getAsJsonArray("starts")) {
            JsonObject o = e.getAsJsonObject();
            if (!o.get("structure").getAsString().equals("minecraft:nether_fossil")) continue;
            int cx = o.get("chunk_x").getAsInt(), cz = o.get("chunk_z").getAsInt();
            want.add(cx + " " + cz + " " + o.get("bounding_box") + " " + o.getAsJsonArray("pieces"));
            StructureStart s = null;
            for (StructureStart t : starts.startsAt(cx, cz, w.structureContext())) if (t.structure().equals("minecraft:nether_fossil")) s = t;
            if (s == null) {
                got.add(cx + " " + cz + " no start");
                continue;
            }
            JsonArray pieces = new JsonArray();
            for (StructurePiece p : s.pieces()) {
                JsonArray a = new JsonArray();
                a.add(p.typeId());
                a.add(p.getGenDepth());
                a.add(p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation()));
                for (int v : p.getBoundingBox().toArray()) a.add(v);
                pieces.add(a);
            }
            JsonArray box = new JsonArray();
            for (int v : s.boundingBox().toArray()) box.add(v);
            got.add(cx + " " + cz + " " + box + " " + pieces);
        }
        assertEquals(17, want.size());
        assertEquals(String.join("\n", want), String.join("\n", got));
    }

    /** The chunk tag names the template, its position and rotation as the game saves them. */
    @Test
    void savedAsTheGameSavesATemplatePiece() {
        DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, 13579L);
        DimensionGenerator.Worker w = g.newWorker();
        StructureStart s = g.structureStarts().startsAt(-100, -26, w.structureContext()).get(0);
        var tag = s.createTag().getList("Children").getCompound(0);
        assertEquals("minecraft:nefos", tag.getString("id"));
        assertTrue(tag.getString("Template").startsWith("minecraft:nether_fossils/fossil_"), tag.toString());
        BoundingBox box = s.pieces().get(0).getBoundingBox();
        assertTrue(box.isInside(tag.getInt("TPX"), tag.getInt("TPY"), tag.getInt("TPZ")), tag.toString());
        assertTrue(List.of("NONE", "CLOCKWISE_90", "CLOCKWISE_180", "COUNTERCLOCKWISE_90").contains(tag.getString("Rot")), tag.toString());
        assertEquals(2, tag.getInt("O"));
    }
}
