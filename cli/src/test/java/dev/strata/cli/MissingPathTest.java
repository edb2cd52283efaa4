package dev.strata.cli;

import static dev.strata.cli.CliTesting.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.strata.cli.CliTesting.Run;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A path that does not exist is the same error in every command: exit {@link ExitCodes#IO} (4, "file system error",
 * the table of {@link ExitCodes} and the README), with the path named. The walkthrough found a missing {@code --data}
 * answered with 3 (unreadable input) by generate and a missing world with 4 by inspect.
 */
class MissingPathTest {

    @Test
    void aMissingDataPackIsAFileSystemErrorInEveryCommand(@TempDir Path dir) {
        String missing = dir.resolve("no-such-server.jar").toString();
        Path world = dir.resolve("w");
        List<String[]> commands = List.of(
                new String[] {"generate", "--world", world.toString(), "--data", missing, "--radius", "1c"},
                new String[] {"generate", "--world", world.toString(), "--data", missing, "--radius", "1c", "--dry-run"},
                new String[] {"structures", "--data", missing, "--seed", "1", "--radius", "1c"},
                new String[] {"dump-chunk", "--data", missing, "--seed", "1", "--chunk", "0,0", "--step", "noise"},
                new String[] {"dump-biomes", "--data", missing, "--seed", "1", "--chunk", "0,0"},
                new String[] {"bench", "--data", missing, "--seed", "1", "--chunks", "1", "--workers", "1"},
                new String[] {"fuzz", "--data", missing, "--seeds", "1", "--chunks-per-seed", "1", "--workers", "1"});
        for (String[] args : commands) {
            Run r = run(args);
            assertEquals(ExitCodes.IO, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains("--data " + missing + ": no such file or folder"), String.join(" ", args) + ": " + r.err());
        }
        assertFalse(Files.exists(world), "a refused generate created the world folder");
    }

    @Test
    void aMissingWorldOrFileIsAFileSystemErrorInEveryCommand(@TempDir Path dir) {
        String missing = dir.resolve("no-such-world").toString();
        List<String[]> commands = List.of(
                new String[] {"inspect", missing},
                new String[] {"inspect", missing + "/r.0.0.mca"},
                new String[] {"relight", "--world", missing},
                new String[] {"convert", "--world", missing, "--compression", "zlib"},
                new String[] {"trim", "--world", missing, "--radius", "1c"},
                new String[] {"generate", "--world", missing, "--cancel", "--yes"},
                new String[] {"generate", "--world", missing, "--status"},
                new String[] {"structures", "--world", missing, "--data", dir.resolve("no-data").toString(), "--radius", "1c"},
                new String[] {"generate", "--world", dir.resolve("new/nested/w").toString(), "--radius", "0", "--pattern", "csv:" + missing});
        for (String[] args : commands) {
            Run r = run(args);
            assertEquals(ExitCodes.IO, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains(missing), String.join(" ", args) + ": " + r.err());
        }
        // the refused generate removed the world folder it had created, and the missing parents it created for it
        assertFalse(Files.exists(dir.resolve("new")), "a refused generate left new/nested/ behind");
        assertFalse(Files.exists(Path.of(missing)), "a refused command created " + missing);
    }

    /**
     * A world path that is a regular file is the same error as a missing one (walkthrough, issue 14: generate answered
     * it with 2, usage, and generate --status a missing world with 0): exit 4 with the path named, the file unchanged.
     */
    @Test
    void aWorldThatIsAFileIsAFileSystemErrorInEveryCommand(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("world.txt");
        Files.writeString(file, "not a world");
        String f = file.toString();
        List<String[]> commands = List.of(
                new String[] {"generate", "--world", f, "--radius", "1c"},
                new String[] {"generate", "--world", f, "--radius", "1c", "--dry-run"},
                new String[] {"generate", "--world", f, "--status"},
                new String[] {"generate", "--world", f, "--cancel", "--yes"},
                new String[] {"inspect", "--world", f},
                new String[] {"relight", "--world", f},
                new String[] {"convert", "--world", f, "--compression", "zlib"},
                new String[] {"trim", "--world", f, "--radius", "1c"},
                new String[] {"structures", "--world", f, "--data", dir.resolve("no-data").toString(), "--radius", "1c"});
        for (String[] args : commands) {
            Run r = run(args);
            assertEquals(ExitCodes.IO, r.code(), String.join(" ", args) + ": " + r.err());
            assertTrue(r.err().contains(f + " is a file, not a world folder"), String.join(" ", args) + ": " + r.err());
        }
        assertEquals("not a world", Files.readString(file));
    }
}
