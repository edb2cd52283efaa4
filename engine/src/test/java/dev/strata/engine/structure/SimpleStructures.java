package dev.strata.engine.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.DataPack;
import dev.strata.engine.data.JsonCursor;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.testing.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * Test support for the structure families: the overworld of seed 13579, a structure bound by its type's loader
 * (whether or not {@link StructureTypes} registers it), and the pieces of a start in
 * {@code fixtures/vanilla-hashes-13579/structure_starts.json}.
 */
public final class SimpleStructures {
    private static DimensionGenerator generator;
    private static DimensionGenerator.Worker worker;

    private SimpleStructures() {}

    /** The overworld generator of seed 13579 (loaded once). */
    public static synchronized DimensionGenerator overworld() {
        if (generator == null) {
            generator = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:overworld"), null, 13579L);
            worker = generator.newWorker();
        }
        return generator;
    }

    /** The worker's structure context. */
    public static synchronized StructureStarts.Context context() {
        overworld();
        return worker.structureContext();
    }

    /** Structure {@code id} of the vanilla pack bound by {@code loader}. */
    public static Structure bind(String id, StructureTypes.Loader loader) {
        DimensionGenerator g = overworld();
        DataPack pack = SharedData.vanilla();
        ResourceId rid = ResourceId.parse(id);
        String file = rid.file("worldgen/structure");
        JsonCursor root = JsonCursor.root(file, pack.readJson(file));
        return loader.load(StructureSettings.read(rid, root, pack, g.biomes()),
                root, new StructureTypes.LoadContext(pack, g.biomes(), () -> g.features().states()));
    }

    /** The start of {@code structure} at the chunk, made as the game makes it. */
    public static StructureStart generate(Structure structure, int chunkX, int chunkZ) {
        return overworld().structureStarts().generate(structure, chunkX, chunkZ, context());
    }

    /** The fixture's pieces of the start of {@code structure} at the chunk: {type, depth, orientation, box...} as strings. */
    public static List<String> fixturePieces(String structure, int chunkX, int chunkZ) {
        try {
            JsonObject root = JsonParser.parseString(Files.readString(
                    SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"))).getAsJsonObject();
            for (JsonElement e : root.getAsJsonArray("starts")) {
                JsonObject o = e.getAsJsonObject();
                if (!o.get("structure").getAsString().equals(structure) || o.get("chunk_x").getAsInt() != chunkX || o.get("chunk_z").getAsInt() != chunkZ) {
                    continue;
                }
                List<String> out = new ArrayList<>();
                for (JsonElement p : o.getAsJsonArray("pieces")) out.add(p.toString().replace("\"", ""));
                return out;
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new AssertionError("no fixture start of " + structure + " at " + chunkX + ", " + chunkZ);
    }

    /** A start's pieces in the fixture's row form. */
    public static List<String> rows(StructureStart start) {
        List<String> out = new ArrayList<>();
        for (StructurePiece p : start.pieces()) {
            BoundingBox b = p.getBoundingBox();
            int o = p.getOrientation() == null ? -1 : StructurePiece.get2DDataValue(p.getOrientation());
            out.add("[" + p.typeId() + "," + p.getGenDepth() + "," + o + "," + b.minX() + "," + b.minY() + "," + b.minZ() + "," + b.maxX() + ","
                    + b.maxY() + "," + b.maxZ() + "]");
        }
        return out;
    }

    /** Asserts the start equals the fixture's, piece for piece. */
    public static void assertMatchesFixture(Structure structure, int chunkX, int chunkZ) {
        StructureStart start = generate(structure, chunkX, chunkZ);
        assertEquals(fixturePieces(structure.settings().id().toString(), chunkX, chunkZ), rows(start),
                structure.settings().id() + " at chunk " + chunkX + ", " + chunkZ);
    }
}
