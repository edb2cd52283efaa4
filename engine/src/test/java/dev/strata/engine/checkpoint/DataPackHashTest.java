package dev.strata.engine.checkpoint;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DataPackHashTest {

    private static void write(Path root, String name, String content) throws Exception {
        Path p = root.resolve(name);
        Files.createDirectories(p.getParent());
        Files.writeString(p, content);
    }

    @Test
    void folderHashIgnoresOrderAndTimesButNotContent(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a"), b = dir.resolve("b");
        write(a, "pack.mcmeta", "{}");
        write(a, "data/x/worldgen/noise/n.json", "1");
        write(a, "data/x/worldgen/biome/b.json", "2");
        // same files, written in another order, other times
        write(b, "data/x/worldgen/biome/b.json", "2");
        write(b, "data/x/worldgen/noise/n.json", "1");
        write(b, "pack.mcmeta", "{}");
        Files.createDirectories(b.resolve("empty/dir"));
        Files.setLastModifiedTime(b.resolve("pack.mcmeta"), FileTime.fromMillis(0));
        String h = DataPackHash.of(a);
        assertEquals(64, h.length());
        assertEquals(h, DataPackHash.of(b));
        write(b, "data/x/worldgen/noise/n.json", "3");
        assertNotEquals(h, DataPackHash.of(b));
        write(b, "data/x/worldgen/noise/n.json", "1");
        Files.move(b.resolve("data/x/worldgen/noise/n.json"), b.resolve("data/x/worldgen/noise/m.json"));
        assertNotEquals(h, DataPackHash.of(b)); // a rename changes it
        // moving bytes across the boundary of two files changes it
        Path c = dir.resolve("c"), d = dir.resolve("d");
        write(c, "f1", "ab");
        write(c, "f2", "c");
        write(d, "f1", "a");
        write(d, "f2", "bc");
        assertNotEquals(DataPackHash.of(c), DataPackHash.of(d));

        // a zip of the same files hashes like the folder
        Path zip = dir.resolve("pack.zip");
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(zip))) {
            for (String[] e : new String[][] {{"data/x/worldgen/noise/n.json", "1"}, {"pack.mcmeta", "{}"}, {"data/x/worldgen/biome/b.json", "2"}}) {
                out.putNextEntry(new ZipEntry(e[0]));
                out.write(e[1].getBytes(StandardCharsets.UTF_8));
                out.closeEntry();
            }
            out.putNextEntry(new ZipEntry("data/"));
            out.closeEntry();
        }
        assertEquals(h, DataPackHash.of(zip));
        assertThrows(NoSuchFileException.class, () -> DataPackHash.of(dir.resolve("missing.zip")));
    }

    @Test
    void jarIsHashedAsBytes(@TempDir Path dir) throws Exception {
        Path jar = dir.resolve("server.jar");
        try (OutputStream out = Files.newOutputStream(jar)) {
            out.write("abc".getBytes(StandardCharsets.US_ASCII));
        }
        // SHA-256("abc"), FIPS 180-2 test vector
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", DataPackHash.of(jar));
        assertEquals(DataPackHash.ofFile(jar), DataPackHash.of(jar));
    }
}
