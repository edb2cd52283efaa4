package dev.strata.engine.structure.endcity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.block.BlockStates;
import dev.strata.engine.gen.ChunkStep;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.levelgen.ProtoChunk;
import dev.strata.engine.structure.BoundingBox;
import dev.strata.engine.structure.StructurePiece;
import dev.strata.engine.structure.StructureStart;
import dev.strata.engine.structure.StructureStarts;
import dev.strata.engine.testing.SharedData;
import java.nio.file.Files;
import java.util.List;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The end city the game made for seed 13579 ({@code ../shared/fixtures/vanilla-hashes-13579/structure_starts.json}: the
 * start at chunk (-77, -35) of the End, 75 pieces), generated through {@link StructureStarts} with the End's own
 * generator: every piece's type, gen depth, orientation and box in the game's order, and the start's box.
 *
 * <p>The fixture's README calls the gen depth of the pieces after the fourth uninitialised; it is the game's: the
 * one {@code nextInt()} tag of the outermost section ({@code recursiveChildren}), written over every piece of it,
 * so it is compared too (a wrong draw anywhere before it would change it).
 */
class EndCityStartsTest {
    private static final long SEED = 13579L;
    private static DimensionGenerator end;
    private static DimensionGenerator.Worker worker;

    @BeforeAll
    static void load() {
        end = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_end"), null, SEED);
        worker = end.newWorker();
    }

    static JsonObject fixtureStart() throws Exception {
        String text = Files.readString(SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"));
        for (JsonElement e : JsonParser.parseString(text).getAsJsonObject().getAsJsonArray("starts")) {
            JsonObject s = e.getAsJsonObject();
            if (s.get("structure").getAsString().equals("minecraft:end_city")) return s;
        }
        throw new AssertionError("no end city in the fixture");
    }

    static String describe(StructurePiece p) {
        BoundingBox b = p.getBoundingBox();
        int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
        return "[\"" + p.typeId() + "\"," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + "," + b.maxY() + ","
                + b.maxZ() + "]";
    }

    @Test
    void everyPieceOfTheGamesEndCityIsReproduced() throws Exception {
        JsonObject s = fixtureStart();
        int cx = s.get("chunk_x").getAsInt(), cz = s.get("chunk_z").getAsInt();
        StructureStarts starts = end.structureStarts();
        assertTrue(starts.supported(ResourceId.parse("minecraft:end_city")));
        List<StructureStart> at = starts.startsAt(cx, cz, worker.structureContext());
        assertEquals(1, at.size(), "starts in chunk " + cx + ", " + cz);
        StructureStart start = at.get(0);
        assertEquals("minecraft:end_city", start.structure());
        JsonArray want = s.getAsJsonArray("pieces");
        List<StructurePiece> got = start.pieces();
        int matched = 0;
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) if (want.get(i).toString().equals(describe(got.get(i)))) matched++;
        System.out.println("end city pieces matching the game's: " + matched + " of " + want.size());
        for (int i = 0; i < Math.min(want.size(), got.size()); i++) {
            assertEquals(want.get(i).toString(), describe(got.get(i)), "end city at chunk " + cx + " " + cz + ", piece " + i);
        }
        assertEquals(want.size(), got.size(), "piece count");
        assertEquals(s.getAsJsonArray("bounding_box").toString(), java.util.Arrays.toString(start.boundingBox().toArray()).replace(" ", ""));
        assertEquals(List.of(), starts.startsAt(cx + 1, cz, worker.structureContext()), "the next chunk starts nothing");
    }

    /**
     * The features step builds the city: the start chunk, decorated among its eight neighbours, holds the purpur of
     * the first pieces (the End has none of its own).
     */
    @Test
    void theFeaturesStepPlacesTheCity() throws Exception {
        JsonObject s = fixtureStart();
        int cx = s.get("chunk_x").getAsInt(), cz = s.get("chunk_z").getAsInt();
        assertTrue(purpur(decorated(cx, cz)) > 100, "purpur of the city");
    }

    private static int purpur(ProtoChunk c) {
        BlockStates s = end.features().states();
        int block = s.blockIndex("minecraft:purpur_block"), n = 0;
        for (int state : c.blocks()) if (s.block(state) == block) n++;
        return n;
    }

    private static ProtoChunk decorated(int cx, int cz) {
        ProtoChunk[] around = new ProtoChunk[9];
        for (int dz = -1; dz <= 1; dz++) {
            for (int dx = -1; dx <= 1; dx++) {
                ProtoChunk c = end.newChunk();
                worker.generate(cx + dx, cz + dz, ChunkStep.CARVERS, c);
                around[(dz + 1) * 3 + dx + 1] = c;
            }
        }
        worker.decorate(around);
        return around[4];
    }

    /** The first piece as the game saves it: the template piece's fields and the end city's rotation and overwrite flag. */
    @Test
    void theFirstPieceIsSavedAsTheGameSavesIt() throws Exception {
        JsonObject s = fixtureStart();
        StructureStart start = end.structureStarts().startsAt(s.get("chunk_x").getAsInt(), s.get("chunk_z").getAsInt(), worker.structureContext()).get(0);
        CompoundBinaryTag tag = start.pieces().get(0).createTag();
        assertEquals("minecraft:ecp", tag.getString("id"));
        assertEquals("base_floor", tag.getString("Template"));
        assertEquals(2, tag.getInt("O"));
        assertEquals(1, tag.getByte("OW"));
        EndCityPiece first = (EndCityPiece) start.pieces().get(0);
        assertEquals(first.templateRotation().name(), tag.getString("Rot"));
        assertEquals(first.templatePosition()[1], tag.getInt("TPY"));
        assertEquals(0, ((EndCityPiece) start.pieces().get(1)).createTag().getByte("OW"), "second_floor_1 keeps what is under its air");
    }
}
