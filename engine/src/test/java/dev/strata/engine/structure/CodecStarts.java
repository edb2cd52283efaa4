package dev.strata.engine.structure;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.engine.data.ResourceId;
import dev.strata.engine.gen.DimensionGenerator;
import dev.strata.engine.structure.mineshaft.MineshaftStructure;
import dev.strata.engine.testing.SharedData;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Test support for the piece codec: starts of every structure family of seed 13579, made as the engine makes them,
 * each with the bound structure it belongs to and the dimension it is in. The game-made starts of the fixture
 * ({@code fixtures/vanilla-hashes-13579/structure_starts.json}: three mineshafts, the fortress, the end city, two
 * shipwrecks, a warm ocean ruin, buried treasure, 17 nether fossils, the savanna village, trial chambers and
 * bastion) and the mansion, monument and first stronghold ring the families' tests check, plus starts made over
 * further chunks
 * ("fuzzed" areas, fixed here so failures repeat) so that every piece type occurs: strongholds and fortresses at
 * chunks chosen without their placement, monuments near the known one, a mesa mineshaft, the temples and huts of
 * {@code ScatteredStartsTest}'s chunks, beached shipwrecks, cold ocean ruins and igloos at a few chunks (these made
 * without the biome test, as the families' tests do), and ruined portals of {@code RuinedPortalStartsTest}.
 */
final class CodecStarts {
    static final long SEED = 13579L;

    /** A dimension's generator and its block range. */
    record Dim(String name, DimensionGenerator generator, DimensionGenerator.Worker worker, int minY, int height, int seaLevel, String biome) {
        StructureStarts starts() {
            return generator.structureStarts();
        }

        Structure structure(String id) {
            Structure s = starts().structure(ResourceId.parse(id));
            if (s == null) throw new AssertionError(name + " does not build " + id);
            return s;
        }

        int biomeId() {
            return generator.biomes().id(ResourceId.parse(biome));
        }
    }

    /** A start, its structure and dimension, and a label for messages. */
    record Made(String label, StructureStart start, Structure structure, Dim dim) {}

    private static Dim overworld, nether, end;
    private static List<Made> all;

    private CodecStarts() {}

    static synchronized Dim overworld() {
        if (overworld == null) {
            DimensionGenerator g = SimpleStructures.overworld();
            overworld = new Dim("overworld", g, g.newWorker(), -64, 384, 63, "minecraft:plains");
        }
        return overworld;
    }

    static synchronized Dim nether() {
        if (nether == null) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_nether"), null, SEED);
            nether = new Dim("the_nether", g, g.newWorker(), 0, 256, 32, "minecraft:nether_wastes");
        }
        return nether;
    }

    static synchronized Dim end() {
        if (end == null) {
            DimensionGenerator g = DimensionGenerator.load(SharedData.vanilla(), ResourceId.parse("minecraft:the_end"), null, SEED);
            end = new Dim("the_end", g, g.newWorker(), 0, 256, 0, "minecraft:end_highlands");
        }
        return end;
    }

    /** Every start of the list (made once; placing them is not allowed: see {@link #fresh}). */
    static synchronized List<Made> all() {
        if (all == null) all = build(Integer.MAX_VALUE);
        return all;
    }

    /**
     * A new list, at most {@code perStructure} starts of each structure, for a test that places them (placing changes
     * a piece's state: a chest placed, a height found, an igloo's box moved to the ground).
     */
    static List<Made> fresh(int perStructure) {
        return build(perStructure);
    }

    private static int limit;

    private static synchronized List<Made> build(int perStructure) {
        limit = perStructure;
        List<Made> out = new ArrayList<>();
        Dim o = overworld();
        StructureStarts.Context oc = o.worker().structureContext();
        for (int[] c : fixtureChunks("minecraft:mineshaft")) generated(out, o, "minecraft:mineshaft", c[0], c[1], oc);
        MineshaftStructure mesa = MineshaftStructure.load(SharedData.vanilla(), ResourceId.parse("minecraft:mineshaft_mesa"), o.generator().biomes());
        int badlands = o.generator().biomes().id(ResourceId.parse("minecraft:badlands"));
        for (int i = 0; i < Math.min(2, limit); i++) {
            StructureStart s = mesa.generate(SEED, 10 + 7 * i, 20 - 5 * i, 63, -64, (x, z) -> 90, (qx, qy, qz) -> badlands).start();
            out.add(new Made("mesa mineshaft " + i, s, o.structure("minecraft:mineshaft_mesa"), o));
        }
        int[][] strongholds = {{-29, 88}, {-64, -64}, {94, -29}, {3, 5}, {-40, 17}, {55, 60}, {-12, -90}};
        for (int[] c : strongholds) generated(out, o, "minecraft:stronghold", c[0], c[1], oc);
        for (int dx = -6; dx <= 6; dx += 3) {
            for (int dz = -6; dz <= 6; dz += 3) generated(out, o, "minecraft:monument", -188 + dx, -23 + dz, oc);
        }
        generated(out, o, "minecraft:mansion", -117, -152, oc);
        for (String id : List.of("minecraft:desert_pyramid", "minecraft:jungle_pyramid", "minecraft:swamp_hut")) {
            Structure s = o.structure(id);
            int made = 0;
            for (int i = 0; i < 24 && made < Math.min(3, limit); i++) {
                int cx = -200 + i * 17, cz = 40 - i * 13;
                Optional<GenerationStub> stub = s.findGenerationPoint(GenerationContext.of(SEED, cx, cz, 63, -64, 384, oc));
                if (stub.isEmpty()) continue;
                StructureStart start = new StructureStart(id, cx, cz, 0, stub.get().piecesBuilder().build(), s.settings().terrainAdaptation().inflate());
                out.add(new Made(id + " at " + cx + ", " + cz, start, s, o));
                made++;
            }
        }
        for (String id : List.of("minecraft:shipwreck", "minecraft:ocean_ruin_warm", "minecraft:buried_treasure")) {
            for (int[] c : fixtureChunks(id)) generated(out, o, id, c[0], c[1], oc);
        }
        int[][] fuzz = {{30, -70}, {41, -65}, {-140, 91}, {-186, -186}, {52, 60}, {-75, 166}};
        for (String id : List.of("minecraft:shipwreck_beached", "minecraft:ocean_ruin_cold", "minecraft:igloo")) {
            for (int[] c : fuzz) pointed(out, o, id, c[0], c[1], oc);
        }
        generated(out, o, "minecraft:ruined_portal", -104, -191, oc);
        generated(out, o, "minecraft:ruined_portal", -67, -69, oc);
        generated(out, o, "minecraft:ruined_portal_desert", -194, 52, oc);
        for (String id : List.of("minecraft:village_savanna", "minecraft:trial_chambers")) {
            for (int[] c : fixtureChunks(id)) generated(out, o, id, c[0], c[1], oc);
        }
        Dim n = nether();
        StructureStarts.Context nc = n.worker().structureContext();
        for (int[] c : fixtureChunks("minecraft:fortress")) generated(out, n, "minecraft:fortress", c[0], c[1], nc);
        int[][] fortresses = {{0, 0}, {13, -7}, {-30, 22}};
        for (int[] c : fortresses) generated(out, n, "minecraft:fortress", c[0], c[1], nc);
        for (int[] c : fixtureChunks("minecraft:nether_fossil")) generated(out, n, "minecraft:nether_fossil", c[0], c[1], nc);
        generated(out, n, "minecraft:ruined_portal_nether", -181260, -2193, nc);
        for (int[] c : fixtureChunks("minecraft:bastion_remnant")) generated(out, n, "minecraft:bastion_remnant", c[0], c[1], nc);
        Dim e = end();
        for (int[] c : fixtureChunks("minecraft:end_city")) generated(out, e, "minecraft:end_city", c[0], c[1], e.worker().structureContext());
        return List.copyOf(out);
    }

    private static boolean full(List<Made> out, String id) {
        return out.stream().filter(m -> m.start().structure().equals(id)).count() >= limit;
    }

    private static void generated(List<Made> out, Dim dim, String id, int cx, int cz, StructureStarts.Context context) {
        if (full(out, id)) return;
        Structure s = dim.structure(id);
        StructureStart start = dim.starts().generate(s, cx, cz, context);
        if (start.isValid()) out.add(new Made(id + " at " + cx + ", " + cz, start, s, dim));
    }

    /** A start made from the structure's generation point alone (no biome test), as the families' own tests do. */
    private static void pointed(List<Made> out, Dim dim, String id, int cx, int cz, StructureStarts.Context context) {
        if (full(out, id)) return;
        Structure s = dim.structure(id);
        Optional<GenerationStub> stub = s.findGenerationPoint(GenerationContext.of(SEED, cx, cz, dim.seaLevel(), dim.minY(), dim.height(), context));
        if (stub.isEmpty()) return;
        List<StructurePiece> pieces = stub.get().piecesBuilder().build();
        if (pieces.isEmpty()) return;
        out.add(new Made(id + " at " + cx + ", " + cz, new StructureStart(id, cx, cz, 0, pieces, s.settings().terrainAdaptation().inflate()), s, dim));
    }

    /** The start chunks of {@code structure} in the fixture. */
    static List<int[]> fixtureChunks(String structure) {
        try {
            JsonObject root = JsonParser.parseString(Files.readString(
                    SharedData.root().resolve("fixtures/vanilla-hashes-13579/structure_starts.json"))).getAsJsonObject();
            List<int[]> out = new ArrayList<>();
            for (JsonElement el : root.getAsJsonArray("starts")) {
                JsonObject s = el.getAsJsonObject();
                if (s.get("structure").getAsString().equals(structure)) out.add(new int[] {s.get("chunk_x").getAsInt(), s.get("chunk_z").getAsInt()});
            }
            return out;
        } catch (IOException ex) {
            throw new UncheckedIOException(ex);
        }
    }
}
