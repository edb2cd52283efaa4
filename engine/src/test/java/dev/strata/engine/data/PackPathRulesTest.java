package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A data pack cannot read outside itself: ids and paths with {@code ..} or empty segments are refused (the game's
 * {@code FileUtil.decomposePath}), and symbolic links inside a pack folder only pass the game's
 * {@code allowed_symlinks.txt} rule.
 */
class PackPathRulesTest {
    @TempDir
    Path tmp;

    private Path pack() throws IOException {
        Path root = tmp.resolve("pack");
        Files.createDirectories(root.resolve("data/minecraft/worldgen/noise"));
        Files.writeString(root.resolve("data/minecraft/worldgen/noise/ok.json"), "{}");
        return root;
    }

    private Path secret() throws IOException {
        Path outside = tmp.resolve("outside");
        Files.createDirectories(outside);
        return Files.writeString(outside.resolve("secret.txt"), "secret");
    }

    /** Pointing --data at a pack's data/ folder (an easy slip) says to give its parent. */
    @Test
    void theDataFolderItselfPointsToItsParent(@TempDir Path dir) throws IOException {
        Path data = dir.resolve("pack/data");
        Files.createDirectories(data.resolve("minecraft/worldgen"));
        DataPackException e = assertThrows(DataPackException.class, () -> DataPack.open(data));
        assertTrue(e.getMessage().endsWith("this is the data/ folder itself: give its parent, " + dir.resolve("pack")), e.getMessage());
        DataPackException other = assertThrows(DataPackException.class, () -> DataPack.open(dir));
        assertFalse(other.getMessage().contains("give its parent"), other.getMessage());
    }

    @Test
    void idsWithDotSegmentsAreInvalid() {
        for (String bad : List.of("minecraft:../../../../tmp/x", "minecraft:a/../b", "minecraft:./a", "minecraft:a//b",
                "minecraft:a/", "minecraft:/a", "..:a", "minecraft:..")) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ResourceId.parse(bad), bad);
            assertTrue(e.getMessage().startsWith("invalid identifier \"" + bad + "\""), e.getMessage());
        }
        // dots inside a segment are fine, as in the game
        assertEquals("a..b/c.d", ResourceId.parse("minecraft:a..b/c.d").path());
    }

    @Test
    void packPathsCannotLeaveThePack() throws IOException {
        Path root = pack();
        secret();
        DataPack p = DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
        for (String bad : List.of("data/minecraft/../../../outside/secret.txt", "data/./minecraft/worldgen/noise/ok.json",
                "data//minecraft/worldgen/noise/ok.json")) {
            DataPackException e = assertThrows(DataPackException.class, () -> p.readBytes(bad), bad);
            assertTrue(e.getMessage().startsWith(bad + ": not a data pack path"), e.getMessage());
            assertThrows(DataPackException.class, () -> p.exists(bad), bad);
        }
        assertTrue(p.exists("data/minecraft/worldgen/noise/ok.json"));
        assertFalse(p.exists("data/minecraft/worldgen/noise/ok.json/x"), "below a file is nothing");
    }

    @Test
    void aSymlinkInAPackFolderIsRefused() throws IOException {
        Path root = pack();
        Path secret = secret();
        Files.createSymbolicLink(root.resolve("data/minecraft/leak.txt"), secret);
        DataPackException e = assertThrows(DataPackException.class, () -> DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE));
        assertTrue(e.getMessage().startsWith("data/minecraft/leak.txt: symbolic link to " + secret + " in data pack " + root + " refused"),
                e.getMessage());
        // the default open reads allowed_symlinks.txt of the working directory, which has none
        assertThrows(DataPackException.class, () -> DataPack.open(root));
        assertThrows(DataPackException.class, () -> DataPack.open(List.of(root)));
    }

    @Test
    void thePackFolderGivenMayItselfBeALink() throws IOException {
        Path link = Files.createSymbolicLink(tmp.resolve("link"), pack());
        DataPack p = DataPack.open(link, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
        assertEquals(List.of("data/minecraft/worldgen/noise/ok.json"), p.files());
        assertEquals("{}", new String(p.readBytes("data/minecraft/worldgen/noise/ok.json")));
    }

    @Test
    void aSymlinkedFolderInAPackIsRefusedAndNotCopied() throws IOException {
        Path root = pack();
        Path secret = secret();
        Files.createSymbolicLink(root.resolve("data/minecraft/worldgen/density_function"), secret.getParent());
        assertThrows(DataPackException.class, () -> DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE));
    }

    @Test
    void aSymlinkMadeAfterOpeningIsRefusedOnRead() throws IOException {
        Path root = pack();
        Path secret = secret();
        DataPack p = DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.NONE);
        Files.createSymbolicLink(root.resolve("data/minecraft/leak.txt"), secret);
        DataPackException e = assertThrows(DataPackException.class, () -> p.readBytes("data/minecraft/leak.txt"));
        assertTrue(e.getMessage().contains("symbolic link to " + secret), e.getMessage());
        assertThrows(DataPackException.class, () -> p.copyTo(tmp.resolve("copy")));
        assertFalse(Files.exists(tmp.resolve("copy/data/minecraft/leak.txt")));
        assertThrows(DataPackException.class, () -> p.list("data/"));
    }

    @Test
    void allowedSymlinksFollowTheGamesRule() throws IOException {
        Path root = pack();
        Path secret = secret();
        Files.createSymbolicLink(root.resolve("data/minecraft/leak.txt"), secret);
        Path rules = tmp.resolve("allowed_symlinks.txt");

        Files.writeString(rules, "# comment\n\n" + secret.getParent() + "/\n");
        DataPack byPrefix = DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.load(rules));
        assertEquals("secret", new String(byPrefix.readBytes("data/minecraft/leak.txt")));

        Files.writeString(rules, "[glob]" + tmp + "/*/secret.txt\n");
        assertTrue(DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.load(rules)).exists("data/minecraft/leak.txt"));

        Files.writeString(rules, "[regex].*/other/.*\n[prefix]/nowhere\n");
        assertThrows(DataPackException.class, () -> DataPack.open(root, ArchiveLimits.DEFAULT, SymlinkAllowList.load(rules)));

        Files.writeString(rules, "[wild]x\n");
        DataPackException e = assertThrows(DataPackException.class, () -> SymlinkAllowList.load(rules));
        assertTrue(e.getMessage().startsWith(rules + ": line 1: unsupported type [wild]"), e.getMessage());
        Files.writeString(rules, "[glob\n");
        e = assertThrows(DataPackException.class, () -> SymlinkAllowList.load(rules));
        assertTrue(e.getMessage().startsWith(rules + ": line 1: unterminated type"), e.getMessage());
        assertTrue(!SymlinkAllowList.load(tmp.resolve("none.txt")).allows(secret), "no file allows nothing");
    }
}
