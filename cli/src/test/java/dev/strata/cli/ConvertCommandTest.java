package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import dev.strata.cli.CliTesting.Run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import net.kyori.adventure.nbt.CompoundBinaryTag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code strata convert}: what a layout move leaves behind, and a --world that is not a folder. */
class ConvertCommandTest {

    @Test
    void aLayoutMoveRemovesTheFoldersItEmptiedAndNothingElse(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        RelightConvertCommandTest.copyTree(RelightConvertCommandTest.fixtures().resolve("amulet/1_18/vanilla"), world);
        // the nether: its region folder moves out, but DIM-1 keeps a data folder of its own
        RelightConvertCommandTest.copyTree(world.resolve("region"), world.resolve("DIM-1/region"));
        Files.createDirectories(world.resolve("DIM-1/data"));
        Files.writeString(world.resolve("DIM-1/data/raids.dat"), "keep me");
        // an emptied folder that still holds a file of the user's is kept
        Files.writeString(world.resolve("poi/notes.txt"), "mine");
        Map<String, CompoundBinaryTag> before = RelightConvertCommandTest.chunks(world);

        Run r = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "26", "--any-layout");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(Files.notExists(world.resolve("region")), "emptied region/ is removed");
        assertTrue(Files.notExists(world.resolve("entities")), "emptied entities/ is removed");
        assertTrue(Files.notExists(world.resolve("DIM-1/region")), "emptied DIM-1/region is removed");
        assertTrue(Files.isDirectory(world.resolve("DIM-1")), "DIM-1 still holds data/");
        assertEquals("keep me", Files.readString(world.resolve("DIM-1/data/raids.dat")));
        assertEquals("mine", Files.readString(world.resolve("poi/notes.txt")));
        assertTrue(Files.exists(world.resolve("level.dat")));
        assertTrue(Files.isDirectory(world.resolve("dimensions/minecraft/the_nether/region")));
        assertTrue(r.out().contains("removed the emptied folder " + world.resolve("region")), r.out());
        assertEquals(before.size(), RelightConvertCommandTest.chunks(world).size());

        // and back: the dimensions/ tree goes once every folder in it is empty
        Files.delete(world.resolve("poi/notes.txt"));
        Run back = run("convert", "--world", world.toString(), "--compression", "zlib", "--layout", "legacy", "--any-layout");
        assertEquals(ExitCodes.OK, back.code(), back.out() + back.err());
        assertTrue(Files.notExists(world.resolve("dimensions")), "emptied dimensions/ tree is removed");
        assertTrue(Files.isDirectory(world.resolve("region")) && Files.isDirectory(world.resolve("DIM-1/region")));
        assertEquals(before, RelightConvertCommandTest.chunks(world));
    }

    @Test
    void aConversionWithoutLayoutRemovesNoFolder(@TempDir Path dir) throws Exception {
        Path world = dir.resolve("w");
        RelightConvertCommandTest.copyTree(RelightConvertCommandTest.fixtures().resolve("amulet/1_18/vanilla"), world);
        Files.createDirectories(world.resolve("DIM1/region")); // an empty folder it did not empty
        Run r = run("convert", "--world", world.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.OK, r.code(), r.out() + r.err());
        assertTrue(Files.isDirectory(world.resolve("DIM1/region")));
        assertTrue(Files.isDirectory(world.resolve("region")));
        assertFalse(r.out().contains("removed"), r.out());
    }

    @Test
    void aRegionFileGivenAsWorldIsNotAWorldFolder(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("r.0.2.mca");
        Files.copy(RelightConvertCommandTest.fixtures().resolve("amulet/1_18/vanilla/region/r.0.2.mca"), file);
        for (String[] args : new String[][] {
            {"convert", "--world", file.toString(), "--compression", "lz4"},
            {"inspect", "--world", file.toString()}}) {
            Run r = run(args);
            assertEquals(ExitCodes.IO, r.code(), r.err());
            assertTrue(r.err().contains(file + " is a file, not a world folder"), r.err());
            assertTrue(r.err().contains("region file"), r.err());
            assertFalse(r.err().contains("no such file"), r.err());
        }
        // as generate and relight answer a file; a missing world is the same file system error
        assertEquals(ExitCodes.IO, run("convert", "--world", dir.resolve("nope").toString(), "--compression", "lz4").code());
        Path text = dir.resolve("notes.txt");
        Files.writeString(text, "x");
        Run t = run("convert", "--world", text.toString(), "--compression", "lz4");
        assertEquals(ExitCodes.IO, t.code());
        assertTrue(t.err().contains(text + " is a file, not a world folder: give --world the folder"), t.err());
    }
}
