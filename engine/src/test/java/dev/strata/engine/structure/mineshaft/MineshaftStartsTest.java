package dev.strata.engine.structure.mineshaft;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The mineshaft starts the game made for seed 13579 ({@code ../shared/fixtures/vanilla-hashes-13579/structure_starts.json},
 * its three overworld mineshafts of 105, 81 and 78 pieces): every piece's type, depth, orientation and box, in
 * the game's order, the start's box, and its validity (the biome at the start position, from Strata's overworld
 * biome source, is in {@code #minecraft:has_structure/mineshaft}).
 */
class MineshaftStartsTest {
    private static final long SEED = 13579L;
    private static DimensionGenerator overworld;

    private static synchronized DimensionGenerator overworld() {
        if (overworld == null) overworld = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, SEED);
        return overworld;
    }

    static List<JsonObject> fixtureStarts(String structure) throws Exception {
        String text = Files.readString(SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"));
        JsonObject root = JsonParser.parseString(text).getAsJsonObject();
        List<JsonObject> out = new ArrayList<>();
        for (JsonElement e : root.getAsJsonArray("starts")) {
            JsonObject s = e.getAsJsonObject();
            if (s.get("structure").getAsString().equals(structure) && s.get("dimension").getAsString().equals("minecraft:overworld")) out.add(s);
        }
        return out;
    }

    static String describe(StructurePiece p) {
        BoundingBox b = p.getBoundingBox();
        int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
        return "[\"" + p.typeId() + "\"," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + "," + b.maxY() + "," + b.maxZ() + "]";
    }

    @Test
    void everyPieceOfTheGamesMineshaftsIsReproduced() throws Exception {
        List<JsonObject> starts = fixtureStarts("minecraft:mineshaft");
        assertEquals(3, starts.size(), "mineshaft starts in the fixture");
        DimensionGenerator overworld = overworld();
        DimensionGenerator.Worker worker = overworld.newWorker();
        MineshaftStructure mineshaft = MineshaftStructure.load(SharedData.vanilla(), ResourceId.parse("minecraft:mineshaft"), overworld.biomes());
        assertEquals(MineshaftType.NORMAL, mineshaft.type());
        int seaLevel = overworld.settings().seaLevel(), minY = overworld.settings().noise().minY();
        int matched = 0, total = 0;
        for (JsonObject s : starts) {
            int cx = s.get("chunk_x").getAsInt(), cz = s.get("chunk_z").getAsInt();
            StructureStart start = mineshaft.generate(SEED, cx, cz, seaLevel, minY, (x, z) -> { throw new AssertionError("normal type reads no height"); },
                    worker::noiseBiome).start();
            JsonArray want = s.getAsJsonArray("pieces");
            List<StructurePiece> got = start.pieces();
            String where = "mineshaft at chunk " + cx + " " + cz;
            for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
                total++;
                if (want.get(i).toString().equals(describe(got.get(i)))) matched++;
            }
            for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
                assertEquals(want.get(i).toString(), describe(got.get(i)), where + ", piece " + i);
            }
            assertEquals(want.size(), got.size(), where + ": piece count");
            assertEquals(s.getAsJsonArray("bounding_box").toString(), java.util.Arrays.toString(start.boundingBox().toArray()).replace(" ", ""), where + ": box");
            assertEquals(s.get("references").getAsInt(), start.references());
        }
        System.out.println("mineshaft pieces matching the game's: " + matched + " of " + total);
    }

    @Test
    void aStartOutsideTheStructuresBiomesIsInvalid() throws Exception {
        DimensionGenerator overworld = overworld();
        MineshaftStructure mineshaft = MineshaftStructure.load(SharedData.vanilla(), ResourceId.parse("minecraft:mineshaft"), overworld.biomes());
        int deepDark = overworld.biomes().id(ResourceId.parse("minecraft:deep_dark"));
        int plains = overworld.biomes().id(ResourceId.parse("minecraft:plains"));
        MineshaftStructure.Result in = mineshaft.generate(SEED, -99, 5, 63, -64, (x, z) -> 0, (qx, qy, qz) -> plains);
        MineshaftStructure.Result out = mineshaft.generate(SEED, -99, 5, 63, -64, (x, z) -> 0, (qx, qy, qz) -> deepDark);
        assertEquals(105, in.start().pieces().size());
        assertEquals(false, out.start().isValid(), "deep_dark is not in #has_structure/mineshaft");
        assertEquals(StructureStart.INVALID_START_ID, out.start().createTag().getString("id"));
        // the start position: the chunk's middle x, its min z, y 50 moved with the pieces
        assertEquals(-99 * 16 + 8, in.startX());
        assertEquals(5 * 16, in.startZ());
        assertEquals(in.start().pieces().get(0).getBoundingBox().minY(), in.startY(), "the room is built at y 50 and moved with the start");
    }

    @Test
    void aMesaMineshaftIsCentredBetweenSeaLevelAndTheSurface() throws Exception {
        DimensionGenerator overworld = overworld();
        MineshaftStructure mesa = MineshaftStructure.load(SharedData.vanilla(), ResourceId.parse("minecraft:mineshaft_mesa"), overworld.biomes());
        assertEquals(MineshaftType.MESA, mesa.type());
        int badlands = overworld.biomes().id(ResourceId.parse("minecraft:badlands"));
        // surface at or below sea level: the centre goes to sea level
        StructureStart low = mesa.generate(SEED, 10, 20, 63, -64, (x, z) -> 40, (qx, qy, qz) -> badlands).start();
        assertEquals(63, low.boundingBox().centerY());
        // above: somewhere from sea level to the surface, and the height is read at the box's centre column
        int[] asked = new int[2];
        StructureStart high = mesa.generate(SEED, 10, 20, 63, -64, (x, z) -> {
            asked[0] = x;
            asked[1] = z;
            return 90;
        }, (qx, qy, qz) -> badlands).start();
        int cy = high.boundingBox().centerY();
        assertEquals(true, cy >= 63 && cy <= 90, "centre y " + cy);
        assertEquals(high.boundingBox().centerX(), asked[0]);
        assertEquals(high.boundingBox().centerZ(), asked[1]);
        assertEquals(1, high.pieces().get(0).createTag().getInt("MST"), "mesa is type 1");
    }
}
