package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import dev.strata.regionio.chunk.EntityChunk;
import dev.strata.regionio.region.Compression;
import dev.strata.regionio.region.RegionFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --repair} and {@code --force} past carvers (walkthrough, issue 14): an unreadable chunk is saved, then
 * regenerated; where its neighbours are existing chunks Strata does not write into, it is generated to carvers and
 * written at {@code carvers} for the game to finish; where they are the run's own, it is generated like any other.
 * Without either option the run stops (exit 3) and writes nothing.
 */
class GenerateRepairTest {
    static String[] full(Path world, String radius, String... extra) {
        List<String> a = new ArrayList<>(List.of("generate", "--world", world.toString(), "--data", DumpChunkCommandTest.data(), "--seed",
                "13579", "--center", "0,0", "--radius", radius, "--workers", "2", "--quiet"));
        a.addAll(List.of(extra));
        return a.toArray(new String[0]);
    }

    static Path region(Path world) {
        return WorldSafetyTest.regions(world).resolve("r.0.0.mca");
    }

    /** Destroys chunk (cx, cz)'s zlib data in r.0.0.mca, returning the entry's stored bytes as damaged. */
    static byte[] corrupt(Path world, int cx, int cz) throws Exception {
        Path region = region(world);
        byte[] bytes = Files.readAllBytes(region);
        int entry = 4 * (cz * 32 + cx);
        int offset = ((bytes[entry] & 0xFF) << 16 | (bytes[entry + 1] & 0xFF) << 8 | (bytes[entry + 2] & 0xFF)) * 4096;
        for (int i = 5; i < 64; i++) bytes[offset + i] = (byte) 0xA5;
        Files.write(region, bytes);
        return Arrays.copyOfRange(bytes, offset, offset + 4096 * (bytes[entry + 3] & 0xFF));
    }

    static byte[] salvaged(Path world, String name) throws Exception {
        try (Stream<Path> s = Files.walk(world.resolve("strata-salvage"))) {
            return Files.readAllBytes(s.filter(p -> p.getFileName().toString().equals(name)).findFirst().orElseThrow());
        }
    }

    static CompoundBinaryTag chunk(Path world, int cx, int cz) throws Exception {
        try (RegionFile f = RegionFile.openReadOnly(region(world))) {
            return f.read(cx, cz).orElseThrow();
        }
    }

    /** A finished area with a corrupt chunk in its middle: every neighbour is a full chunk Strata does not write into. */
    @Test
    void anUnreadableChunkInAFinishedAreaIsSavedAndLeftAtCarversForTheGame(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run first = run(full(world, "3c"));
        assertEquals(ExitCodes.OK, first.code(), first.err());
        assertEquals("minecraft:full", chunk(world, 1, 1).getString("Status"));
        byte[] damaged = corrupt(world, 1, 1);
        Map<String, String> files = WorldSafetyTest.snapshot(world);
        Map<String, CompoundBinaryTag> others = WorldSafetyTest.chunks(WorldSafetyTest.regions(world), "1,1");

        // without --repair: exit 3 naming the file and chunk, nothing written
        Run refused = run(full(world, "3c"));
        assertEquals(ExitCodes.BAD_INPUT, refused.code(), refused.out() + refused.err());
        assertTrue(refused.err().contains("r.0.0.mca") && refused.err().contains("(1, 1)"), refused.err());
        assertEquals(files, WorldSafetyTest.snapshot(world), "nothing changed");

        Run dry = run(full(world, "3c", "--repair", "--dry-run"));
        assertEquals(ExitCodes.OK, dry.code(), dry.err());
        assertTrue(dry.out().contains("1 chunk in or next to the area cannot be read; --repair saves their stored bytes")
                && dry.out().contains("0 with the area, 1 to minecraft:carvers only"), dry.out());

        Run repaired = run(full(world, "3c", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired 1 unreadable chunk;"), repaired.out());
        assertTrue(repaired.out().contains("of them, 1 chunk was regenerated to carvers and written at minecraft:carvers"), repaired.out());
        // nothing was decorated (the chunk lies amid finished ones): no rate over zero chunks
        assertTrue(repaired.out().contains("decorated 0 chunks (") && !repaired.out().contains("per CPU-second"), repaired.out());
        assertArrayEquals(damaged, salvaged(world, "r.0.0.mca.c.1.1.bin"), "the bad bytes are kept");
        CompoundBinaryTag mended = chunk(world, 1, 1);
        assertEquals("minecraft:carvers", mended.getString("Status"));
        assertEquals(4903, mended.getInt("DataVersion"));
        assertEquals(others, WorldSafetyTest.chunks(WorldSafetyTest.regions(world), "1,1"), "every other chunk unchanged");

        // --force regenerates the area; an unreadable chunk in the ring around it (outside the area) is saved and
        // regenerated to carvers as the ring is, instead of stopping the run
        byte[] ring = corrupt(world, 3, 1);
        assertEquals(ExitCodes.BAD_INPUT, run(full(world, "3c")).code());
        Run forced = run(full(world, "3c", "--force"));
        assertEquals(ExitCodes.OK, forced.code(), forced.out() + forced.err());
        assertTrue(forced.out().contains("repaired 1 unreadable chunk;"), forced.out());
        // the rest of the ring holds only what the area's decorations wrote, and they run again: generated afresh
        assertTrue(forced.out().matches("(?s).*of them, \\d+ chunks around the area generated afresh to carvers instead of read back.*"),
                forced.out());
        assertArrayEquals(ring, salvaged(world, "r.0.0.mca.c.3.1.bin"));
        assertEquals("minecraft:carvers", chunk(world, 3, 1).getString("Status"));
        assertEquals("minecraft:full", chunk(world, 1, 1).getString("Status"), "--force regenerates the area's chunks");
    }

    /**
     * Issue 14: after --repair writes a chunk at carvers amid finished ones, relight --check reported a finished
     * neighbour as differing (exit 6) unsaid: that neighbour holds the block light the former chunk's sources spread
     * across the border, which relight cannot count from a chunk the game has not lit. Each of the three finished
     * neighbours is now named with that reason and left as it is, by --check (exit 0) and by relight (no byte changed).
     */
    @Test
    void relightLeavesTheFinishedNeighboursOfARepairedChunkAndSaysWhy(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(full(world, "3c")).code());
        corrupt(world, 1, 1);
        assertEquals(ExitCodes.OK, run(full(world, "3c", "--repair")).code());
        assertEquals("minecraft:carvers", chunk(world, 1, 1).getString("Status"));
        Run check = run("relight", "--world", world.toString(), "--check");
        assertEquals(ExitCodes.OK, check.code(), check.out() + check.err());
        for (String c : new String[] {"0,0", "1,0", "0,1"}) {
            assertTrue(check.out().contains("left as it is: chunk " + c + " in r.0.0.mca: its neighbour 1,1 is a proto chunk at "
                    + "minecraft:carvers, not lit yet"), check.out());
        }
        assertTrue(check.out().contains("note: 3 lit chunks left as they were: next to a proto chunk the game has not lit"), check.out());
        assertTrue(check.out().contains(": 0 differ, "), check.out());
        byte[] before = Files.readAllBytes(region(world));
        Run relight = run("relight", "--world", world.toString(), "--quiet");
        assertEquals(ExitCodes.OK, relight.code(), relight.out() + relight.err());
        assertArrayEquals(before, Files.readAllBytes(region(world)), "the neighbours keep their light");
    }

    static Path entities(Path world) {
        return WorldSafetyTest.regions(world).resolveSibling("entities").resolve("r.0.0.mca");
    }

    /** Writes an entities record for chunk (cx, cz) holding one marker entity (a pig named after the chunk). */
    static void markEntities(Path world, int cx, int cz) throws Exception {
        Files.createDirectories(entities(world).getParent());
        CompoundBinaryTag pig = CompoundBinaryTag.builder().putString("id", "minecraft:pig").putString("CustomName", "marker " + cx + "," + cz).build();
        try (RegionFile f = RegionFile.open(entities(world))) {
            f.write(cx, cz, new EntityChunk(4903, cx, cz, List.of(pig)).toNbt(), Compression.ZLIB);
        }
    }

    static Path poi(Path world) {
        return WorldSafetyTest.regions(world).resolveSibling("poi").resolve("r.0.0.mca");
    }

    /**
     * Writes a poi record for chunk (cx, cz) as the game stores one (a valid section 4 holding one bed's point of
     * interest), which the game would keep as it is when it loads the chunk.
     */
    static void markPoi(Path world, int cx, int cz) throws Exception {
        Files.createDirectories(poi(world).getParent());
        CompoundBinaryTag bed = CompoundBinaryTag.builder().putIntArray("pos", new int[] {cx * 16 + 3, 70, cz * 16 + 5})
                .putInt("free_tickets", 1).putString("type", "minecraft:home").build();
        CompoundBinaryTag section = CompoundBinaryTag.builder().putBoolean("Valid", true)
                .put("Records", net.kyori.adventure.nbt.ListBinaryTag.from(List.of(bed))).build();
        CompoundBinaryTag record = CompoundBinaryTag.builder().putInt("DataVersion", 4903)
                .put("Sections", CompoundBinaryTag.builder().put("4", section).build()).build();
        try (RegionFile f = RegionFile.open(poi(world))) {
            f.write(cx, cz, record, Compression.ZLIB);
        }
    }

    static boolean hasPoi(Path world, int cx, int cz) throws Exception {
        try (RegionFile f = RegionFile.openReadOnly(poi(world))) {
            return f.location(cx, cz) != 0;
        }
    }

    /** The stored bytes (the entry's sectors) of chunk (cx, cz) in a region file. */
    static byte[] stored(Path file, int cx, int cz) throws Exception {
        byte[] bytes = Files.readAllBytes(file);
        int entry = 4 * ((cz & 31) * 32 + (cx & 31));
        int offset = ((bytes[entry] & 0xFF) << 16 | (bytes[entry + 1] & 0xFF) << 8 | (bytes[entry + 2] & 0xFF)) * 4096;
        return Arrays.copyOfRange(bytes, offset, offset + 4096 * (bytes[entry + 3] & 0xFF));
    }

    static boolean hasEntities(Path world, int cx, int cz) throws Exception {
        try (RegionFile f = RegionFile.openReadOnly(entities(world))) {
            return f.location(cx, cz) != 0;
        }
    }

    /**
     * The entities record of a chunk the run writes over (walkthrough, issue 14): a repaired chunk's old record is saved
     * beside its terrain bytes and removed (the chunk is written at carvers, a proto chunk holding its own entities), and
     * --force below full removes the records of the chunks it replaces; other chunks' records stay. Their poi records
     * go the same way (saved too when repaired), at any status, --force to full included. The dry run without --repair
     * exits 3, as the run would, and the refusal names the file once.
     */
    @Test
    void aChunkWrittenOverLosesItsOldEntitiesRecordWhichRepairSaves(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        Run first = run(full(world, "3c"));
        assertEquals(ExitCodes.OK, first.code(), first.err());
        corrupt(world, 1, 1);
        markEntities(world, 1, 1);
        markEntities(world, 5, 5); // outside the area and its ring: never touched
        markPoi(world, 1, 1);
        markPoi(world, 5, 5);
        byte[] marker = stored(entities(world), 1, 1);
        byte[] far = stored(entities(world), 5, 5);
        byte[] poiMarker = stored(poi(world), 1, 1);
        byte[] poiFar = stored(poi(world), 5, 5);

        Run dry = run(full(world, "3c", "--dry-run"));
        assertEquals(ExitCodes.BAD_INPUT, dry.code(), dry.out() + dry.err());
        assertTrue(dry.out().contains("dry run: a run would stop before writing anything, exit 3"), dry.out());
        assertTrue(dry.out().contains("r.0.0.mca chunk (1, 1): bad zlib data"), dry.out());
        Run refused = run(full(world, "3c"));
        assertEquals(ExitCodes.BAD_INPUT, refused.code(), refused.out() + refused.err());
        assertEquals(1, refused.err().split("r\\.0\\.0\\.mca", -1).length - 1, "the file is named once: " + refused.err());
        assertTrue(refused.err().contains("r.0.0.mca: chunk (1, 1): cannot be read (bad zlib data"), refused.err());

        Run repaired = run(full(world, "3c", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        assertEquals("minecraft:carvers", chunk(world, 1, 1).getString("Status"));
        assertFalse(hasEntities(world, 1, 1), "the old chunk's entities are not left beside the new chunk");
        assertArrayEquals(marker, entitySalvage(world), "the old record's stored bytes are saved under entities/");
        assertArrayEquals(far, stored(entities(world), 5, 5), "another chunk's record is unchanged");
        assertFalse(hasPoi(world, 1, 1), "the old chunk's points of interest are not left for the game to keep");
        assertArrayEquals(poiMarker, savedRecord(world, "poi"), "the old poi record's stored bytes are saved under poi/");
        assertArrayEquals(poiFar, stored(poi(world), 5, 5), "another chunk's poi record is unchanged");
        assertTrue(repaired.out().contains("and the old entities record of 1 and the old poi record of 1 of them,")
                && repaired.out().contains("entities: removed the old entities record of 1 chunk")
                && repaired.out().contains("poi: removed the old points-of-interest record of 1 chunk the run wrote over (--repair)"), repaired.out());
        try (Stream<Path> s = Files.walk(world.resolve("strata-salvage"))) {
            Path readme = s.filter(p -> p.getFileName().toString().equals("README.txt")).findFirst().orElseThrow();
            assertTrue(Files.readString(readme).contains("compression byte"), readme.toString());
            assertTrue(Files.exists(readme.resolveSibling("r.0.0.mca.c.1.1.bin")), "beside the files it explains");
        }

        // --force below full replaces the area's chunks by proto chunks: their old records go, unsaved (readable chunks)
        markEntities(world, 0, 0);
        markPoi(world, 0, 0);
        Run forced = run(full(world, "3c", "--force", "--until", "carvers"));
        assertEquals(ExitCodes.OK, forced.code(), forced.out() + forced.err());
        assertFalse(hasEntities(world, 0, 0));
        assertFalse(hasPoi(world, 0, 0));
        assertArrayEquals(far, stored(entities(world), 5, 5));
        assertTrue(forced.out().contains("entities: removed the old entities record of 1 chunk the run wrote over below full (--force)"), forced.out());

        // and at full: the game would keep a valid poi record of a chunk a run replaced, whatever its status
        markPoi(world, 1, 0);
        Run forcedFull = run(full(world, "3c", "--force"));
        assertEquals(ExitCodes.OK, forcedFull.code(), forcedFull.out() + forcedFull.err());
        assertEquals("minecraft:full", chunk(world, 1, 0).getString("Status"));
        assertFalse(hasPoi(world, 1, 0));
        assertArrayEquals(poiFar, stored(poi(world), 5, 5));
        assertTrue(forcedFull.out().contains("poi: removed the old points-of-interest record of 1 chunk the run wrote over (--force)"), forcedFull.out());
    }

    static byte[] entitySalvage(Path world) throws Exception {
        return savedRecord(world, "entities");
    }

    /** The saved record of chunk (1, 1) under the salvage folder's {@code records} folder (entities or poi). */
    static byte[] savedRecord(Path world, String records) throws Exception {
        try (Stream<Path> s = Files.walk(world.resolve("strata-salvage"))) {
            Path p = s.filter(q -> q.getParent().getFileName().toString().equals(records) && q.getFileName().toString().equals("r.0.0.mca.c.1.1.bin"))
                    .findFirst().orElseThrow();
            return Files.readAllBytes(p);
        }
    }

    /**
     * A corrupt chunk among proto chunks at carvers that the run continues: its neighbours are the run's own, so it is
     * generated like any other chunk of the area, to full.
     */
    @Test
    void anUnreadableChunkAmongTheRunsOwnIsGeneratedLikeAnyOther(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(full(world, "1c", "--until", "carvers")).code());
        byte[] damaged = corrupt(world, 0, 0);
        assertEquals(ExitCodes.BAD_INPUT, run(full(world, "3c")).code());
        Run repaired = run(full(world, "3c", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        assertTrue(repaired.out().contains("repaired 1 unreadable chunk;") && !repaired.out().contains("regenerated to carvers"), repaired.out());
        assertArrayEquals(damaged, salvaged(world, "r.0.0.mca.c.0.0.bin"));
        assertEquals("minecraft:full", chunk(world, 0, 0).getString("Status"));
    }

    /** The first number matched by {@code regex}'s group 1 in {@code text}, failing when there is none. */
    static long number(String text, String regex) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile(regex).matcher(text);
        assertTrue(m.find(), "no '" + regex + "' in: " + text);
        return Long.parseLong(m.group(1));
    }

    /**
     * Walkthrough finding: with a chunk whose payload is damaged (its header entry sound), {@code --repair --dry-run}
     * said 0 chunks to write and the run then wrote 1. The dry run now reads the present chunks as the run does: its
     * count to write equals what the run writes, and without --repair it predicts the run's exit 3.
     */
    @Test
    void theDryRunCountsADamagedChunkTheRepairWillWrite(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        assertEquals(ExitCodes.OK, run(full(world, "1c", "--until", "noise")).code());
        corrupt(world, 0, 0);
        Run dry = run(full(world, "1c", "--until", "noise", "--repair", "--dry-run"));
        assertEquals(ExitCodes.OK, dry.code(), dry.out() + dry.err());
        assertTrue(dry.out().contains("unreadable: 1 planned chunk; --repair would save their bytes and regenerate them:")
                && dry.out().contains("r.0.0.mca chunk (0, 0): bad zlib data"), dry.out());
        Run keepDry = run(full(world, "1c", "--until", "noise", "--dry-run"));
        assertEquals(ExitCodes.BAD_INPUT, keepDry.code(), keepDry.out());
        assertEquals(ExitCodes.BAD_INPUT, run(full(world, "1c", "--until", "noise")).code(), "the run it predicts");
        Run repaired = run(full(world, "1c", "--until", "noise", "--repair"));
        assertEquals(ExitCodes.OK, repaired.code(), repaired.out() + repaired.err());
        long written = number(repaired.out(), "wrote (\\d+) chunks? to");
        assertEquals(1, written, repaired.out());
        assertEquals(written, number(dry.out(), "\\((\\d+) chunks? of the area to write"), dry.out());
    }
}
