package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import dev.strata.cli.CliTesting.Run;
import dev.strata.cli.StructureListing.Found;
import dev.strata.regionio.chunk.ChunkCodec;
import dev.strata.regionio.chunk.ChunkData;
import dev.strata.regionio.region.RegionFile;
import dev.strata.regionio.world.Dimension;
import dev.strata.regionio.world.WorldLayout;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import net.kyori.adventure.nbt.BinaryTag;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import net.kyori.adventure.nbt.IntArrayBinaryTag;
import net.kyori.adventure.nbt.ListBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code strata structures} lists exactly the starts {@code generate} writes into the chunks of the same area
 * (seed 13579, the game-made starts of {@code fixtures/vanilla-hashes-13579/structure_starts.json} among them), with
 * the JSON shape its help documents and clear usage errors.
 */
class StructuresCommandTest {

    private static String data() {
        return CliTesting.shared().resolve("vanilla/26.2").toString();
    }

    /**
     * Two small areas written at the noise step (every chunk Strata writes carries its starts): in the overworld a
     * mineshaft (105 pieces) and trial chambers (267 pieces); in the nether a fortress (154 pieces) and nether
     * fossils. The listing of each area, read back from the region files (id, start chunk, box of the pieces, piece
     * count), equals what {@code structures --world} prints for it.
     */
    @Test
    void listsTheStartsGenerateWritesIntoTheArea(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        String[][] areas = {
            {"overworld", "-1600,64,-1553,127"}, // chunks -100..-98, 4..7
            {"the_nether", "-1600,-1488,-1553,-1409"}, // chunks -100..-98, -93..-89: the fortress
            {"the_nether", "-1600,-432,-1521,-369"}, // chunks -100..-96, -27..-24: nether fossils
        };
        List<Found> all = new ArrayList<>();
        for (String[] a : areas) {
            Run g = run("generate", "--world", world.toString(), "--data", data(), "--seed", "13579", "--dimension", a[0],
                    "--corners", a[1], "--until", "noise", "--quiet");
            assertEquals(0, g.code(), g.err());
            Run s = run("structures", "--world", world.toString(), "--data", data(), "--dimension", a[0], "--corners", a[1], "--json",
                    "--quiet");
            assertEquals(0, s.code(), s.err());
            List<Found> listed = parse(s.out());
            List<Found> written = written(world, a[0], a[1]);
            assertEquals(written, listed, a[0] + " " + a[1]);
            all.addAll(listed);
        }
        // the areas hold what the fixture says the game made there: the comparison is not one of empty lists
        assertTrue(all.contains(new Found("minecraft:mineshaft", -99, 5, new int[] {-1669, 11, -12, -1529, 35, 156}, 105)), all.toString());
        assertTrue(all.stream().anyMatch(f -> f.structure().equals("minecraft:trial_chambers") && f.pieces() == 267), all.toString());
        assertTrue(all.contains(new Found("minecraft:fortress", -99, -92, new int[] {-1647, 48, -1544, -1467, 77, -1365}, 154)), all.toString());
        assertTrue(all.stream().filter(f -> f.structure().equals("minecraft:nether_fossil")).count() >= 3, all.toString());
    }

    /** The starts of the area's chunks in the world's region files, in the listing's order. */
    private static List<Found> written(Path world, String dimension, String corners) throws Exception {
        Path folder = WorldLayout.folderForReading(world, Dimension.parse("minecraft:" + dimension), WorldLayout.Kind.REGION);
        double[] box = PlanOptions.box(corners);
        List<Found> out = new ArrayList<>();
        for (Path file : WorldLayout.regionFiles(folder)) {
            try (RegionFile f = RegionFile.openReadOnly(file)) {
                for (int[] c : f.chunks()) {
                    // the chunk belongs to the area when its center does (this world holds other areas too)
                    double x = c[0] * 16 + 8, z = c[1] * 16 + 8;
                    if (x < box[0] || x > box[2] || z < box[1] || z > box[3]) continue;
                    ChunkData chunk = ChunkCodec.decode(f.read(c[0], c[1]).orElseThrow());
                    CompoundBinaryTag starts = chunk.structures().getCompound("starts");
                    for (String id : starts.keySet()) {
                        CompoundBinaryTag s = starts.getCompound(id);
                        assertEquals(id, s.getString("id"));
                        assertEquals(c[0], s.getInt("ChunkX"));
                        assertEquals(c[1], s.getInt("ChunkZ"));
                        ListBinaryTag children = s.getList("Children");
                        int[] b = null;
                        for (BinaryTag child : children) {
                            int[] p = ((IntArrayBinaryTag) ((CompoundBinaryTag) child).get("BB")).value();
                            if (b == null) {
                                b = p.clone();
                            } else {
                                for (int i = 0; i < 3; i++) b[i] = Math.min(b[i], p[i]);
                                for (int i = 3; i < 6; i++) b[i] = Math.max(b[i], p[i]);
                            }
                        }
                        out.add(new Found(id, c[0], c[1], b, children.size()));
                    }
                }
            }
        }
        out.sort(StructureListing.ORDER);
        return out;
    }

    private static List<Found> parse(String json) {
        List<Found> out = new ArrayList<>();
        for (JsonElement e : JsonParser.parseString(json).getAsJsonArray()) {
            JsonObject o = e.getAsJsonObject();
            JsonArray b = o.getAsJsonArray("box");
            int[] box = new int[b.size()];
            for (int i = 0; i < box.length; i++) box[i] = b.get(i).getAsInt();
            out.add(new Found(o.get("structure").getAsString(), o.get("chunkX").getAsInt(), o.get("chunkZ").getAsInt(), box,
                    o.get("pieces").getAsInt()));
        }
        return out;
    }

    /**
     * The JSON the help documents: an array of objects whose keys are exactly structure, chunkX, chunkZ, box, pieces in
     * that order, with those types; the summary on standard error. The game-made bastion (fixture: 80 pieces, box
     * -1585,32,-965 .. -1536,87,-899) starts in the nether's chunk (-96, -59).
     */
    @Test
    void theJsonShape() {
        Run r = run("structures", "--data", data(), "--seed", "13579", "--dimension", "the_nether", "--center", "-96c,-59c", "--radius", "1c",
                "--json");
        assertEquals(0, r.code(), r.err());
        JsonArray a = JsonParser.parseString(r.out()).getAsJsonArray();
        assertEquals(1, a.size(), r.out());
        JsonObject o = a.get(0).getAsJsonObject();
        assertEquals(List.of("structure", "chunkX", "chunkZ", "box", "pieces"), new ArrayList<>(o.keySet()));
        assertEquals("minecraft:bastion_remnant", o.get("structure").getAsString());
        assertEquals(-96, o.get("chunkX").getAsInt());
        assertEquals(-59, o.get("chunkZ").getAsInt());
        assertEquals(JsonParser.parseString("[-1585, 32, -965, -1536, 87, -899]"), o.get("box"));
        assertEquals(80, o.get("pieces").getAsInt());
        assertTrue(r.err().contains("1 start in 4 chunks: minecraft:bastion_remnant 1"), r.err());
        assertFalse(r.err().contains("note: not listed"), "the nether's structures are all built: " + r.err());
        // the table: a header, the start's line, the summary
        Run t = run("structures", "--data", data(), "--seed", "13579", "--dimension", "nether", "--center", "-96c,-59c", "--radius", "1c",
                "--quiet");
        assertEquals(0, t.code(), t.err());
        List<String> lines = t.out().lines().toList();
        assertEquals(3, lines.size(), t.out());
        assertTrue(lines.get(0).startsWith("structure "), t.out());
        assertEquals(List.of("minecraft:bastion_remnant", "-96,-59", "-1585,32,-965", "..", "-1536,87,-899", "80"),
                List.of(lines.get(1).trim().split("\\s+")));
        assertEquals("1 start in 4 chunks: minecraft:bastion_remnant 1", lines.get(2));
        assertEquals("", t.err());
    }

    /**
     * Woodland mansions are listed: {@code --structure mansion} (the data's id; type {@code woodland_mansion}) over the
     * start chunk of the mansion nearest the origin of seed 13579 ({@code woodlandmansion.WoodlandMansionStartsTest}:
     * chunk (-117, -152), 630 pieces) gives that start, and nothing of the overworld is left out any more.
     */
    @Test
    void mansionsAreListed() {
        Run r = run("structures", "--data", data(), "--seed", "13579", "--center", "-117c,-152c", "--radius", "1c", "--structure", "mansion",
                "--json");
        assertEquals(0, r.code(), r.err());
        JsonArray a = JsonParser.parseString(r.out()).getAsJsonArray();
        assertEquals(1, a.size(), r.out());
        JsonObject o = a.get(0).getAsJsonObject();
        assertEquals("minecraft:mansion", o.get("structure").getAsString());
        assertEquals(List.of(-117, -152, 630), List.of(o.get("chunkX").getAsInt(), o.get("chunkZ").getAsInt(), o.get("pieces").getAsInt()));
        Run all = run("structures", "--data", data(), "--seed", "13579", "--center", "-117c,-152c", "--radius", "1c", "--quiet");
        assertEquals(0, all.code(), all.err());
        assertTrue(all.out().contains("minecraft:mansion"), all.out());
        Run notes = run("structures", "--data", data(), "--seed", "13579", "--center", "-117c,-152c", "--radius", "1c");
        assertFalse(notes.err().contains("note: not listed"), "every overworld structure is built: " + notes.err());
    }

    /**
     * An unknown --structure is a usage error naming the valid ones; so is one the dimension cannot give (in the nether,
     * whose few structures keep the test quick).
     */
    @Test
    void unknownStructureIdsNameTheValidOnes() {
        String valid = "valid in minecraft:the_nether: minecraft:bastion_remnant, minecraft:fortress, minecraft:nether_fossil, "
                + "minecraft:ruined_portal, minecraft:ruined_portal_desert, minecraft:ruined_portal_jungle, minecraft:ruined_portal_mountain, "
                + "minecraft:ruined_portal_nether, minecraft:ruined_portal_ocean, minecraft:ruined_portal_swamp";
        Run r = run("structures", "--data", data(), "--seed", "1", "--dimension", "the_nether", "--radius", "0", "--structure", "fortress",
                "--structure", "fortres");
        assertEquals(ExitCodes.USAGE, r.code(), r.err());
        assertEquals("", r.out());
        assertEquals("strata: --structure fortres: no such structure in the data pack; " + valid, r.err().lines().findFirst().orElse(""));
        assertFalse(r.err().contains("\tat "), r.err());

        Run elsewhere = run("structures", "--data", data(), "--seed", "1", "--dimension", "the_nether", "--radius", "0", "--structure",
                "minecraft:village_plains");
        assertEquals(ExitCodes.USAGE, elsewhere.code(), elsewhere.err());
        assertEquals("strata: --structure minecraft:village_plains: it does not generate in minecraft:the_nether (no structure set "
                + "holding it can be placed there; see --dimension); " + valid, elsewhere.err().lines().findFirst().orElse(""));
    }

    /**
     * A world whose generate_structures is off has no structures: the listing is empty and says why. Its server
     * folder (server.properties naming it) reads the same world.
     */
    @Test
    void nothingInAWorldWithoutStructures(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("world");
        java.nio.file.Files.createDirectories(world);
        dev.strata.regionio.world.LevelDat.writeNew(world, "world", 13579L, false, dev.strata.regionio.world.LevelDat.vanillaDimensions(),
                ChunkCodec.DATA_VERSION, "26.2");
        java.nio.file.Files.writeString(dir.resolve("server.properties"), "level-name=world\n");
        Run r = run("structures", "--world", dir.toString(), "--data", data(), "--dimension", "the_nether", "--center", "-96c,-59c",
                "--radius", "1c", "--json");
        assertEquals(0, r.code(), r.err());
        assertEquals("[]", r.out().trim());
        assertTrue(r.err().contains("is a server folder (server.properties): using its world " + world), r.err());
        assertTrue(r.err().contains("note: " + world + " has generate_structures off: the game makes no structures in it"), r.err());
        assertTrue(r.err().contains("0 starts in 4 chunks"), r.err());
    }

    /** The seed is needed, and a --seed other than the world's is refused; both before the data pack is read. */
    @Test
    void theSeedComesFromSeedOrTheWorld(@TempDir Path dir) throws Exception {
        Run none = run("structures", "--data", dir.resolve("nothing").toString(), "--radius", "0");
        assertEquals(ExitCodes.USAGE, none.code(), none.err());
        assertTrue(none.err().startsWith("strata: give the seed: --seed <seed>, or --world <dir>"), none.err());
        Run noArea = run("structures", "--data", dir.resolve("nothing").toString(), "--seed", "1");
        assertEquals(ExitCodes.USAGE, noArea.code(), noArea.err());
        assertTrue(noArea.err().startsWith("strata: structures needs an area"), noArea.err());

        Path world = dir.resolve("w");
        java.nio.file.Files.createDirectories(world);
        dev.strata.regionio.world.LevelDat.writeNew(world, "w", 42L, true, dev.strata.regionio.world.LevelDat.vanillaDimensions(),
                ChunkCodec.DATA_VERSION, "26.2");
        Run other = run("structures", "--world", world.toString(), "--data", dir.resolve("nothing").toString(), "--seed", "43", "--radius", "0");
        assertEquals(ExitCodes.CONFLICT, other.code(), other.err());
        assertTrue(other.err().startsWith("strata: " + world + " has seed 42; --seed 43"), other.err());
    }
}
