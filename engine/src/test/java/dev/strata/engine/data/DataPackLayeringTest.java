package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@link DataPack#layered}, {@link DataPack#inMemory}, {@link DataPack#open(List)}, {@link DataPack#files}, {@link DataPack#copyTo}, class-path packs. */
class DataPackLayeringTest {
    @TempDir
    Path tmp;

    private static void write(Path root, String rel, String text) throws IOException {
        Path p = root.resolve(rel);
        Files.createDirectories(p.getParent());
        Files.writeString(p, text);
    }

    private static String text(DataPack pack, String path) {
        return new String(pack.readBytes(path), StandardCharsets.UTF_8);
    }

    private Path folder(String name, String... relAndText) throws IOException {
        Path root = tmp.resolve(name);
        Files.createDirectories(root.resolve("data"));
        for (int i = 0; i < relAndText.length; i += 2) write(root, relAndText[i], relAndText[i + 1]);
        return root;
    }

    private Path zip(String name, String... relAndText) throws IOException {
        Path z = tmp.resolve(name);
        try (OutputStream o = Files.newOutputStream(z); ZipOutputStream zo = new ZipOutputStream(o)) {
            for (int i = 0; i < relAndText.length; i += 2) {
                zo.putNextEntry(new ZipEntry(relAndText[i]));
                zo.write(relAndText[i + 1].getBytes(StandardCharsets.UTF_8));
                zo.closeEntry();
            }
        }
        return z;
    }

    @Test
    void firstPackThatHasAFileWins() throws IOException {
        Path top = folder("top", "data/a/worldgen/noise/shared.json", "{\"top\":1}", "data/a/worldgen/noise/only_top.json", "{}");
        Path bottom = zip("bottom.zip", "data/a/worldgen/noise/shared.json", "{\"bottom\":1}",
                "data/a/worldgen/noise/only_bottom.json", "{\"b\":2}", "data/b/worldgen/biome/x.json", "{}");
        DataPack pack = DataPack.open(List.of(top, bottom));
        assertEquals("{\"top\":1}", text(pack, "data/a/worldgen/noise/shared.json"));
        assertEquals("{\"b\":2}", text(pack, "data/a/worldgen/noise/only_bottom.json"));
        assertEquals(1, pack.readJson("data/a/worldgen/noise/shared.json").getAsJsonObject().get("top").getAsInt());
        assertTrue(pack.exists("data/a/worldgen/noise/only_top.json"));
        assertTrue(pack.exists("data/b/worldgen/biome/x.json"));
        assertFalse(pack.exists("data/a/worldgen/noise/none.json"));
        // the other order: the zip wins
        DataPack swapped = DataPack.layered(List.of(DataPack.open(bottom), DataPack.open(top)));
        assertEquals("{\"bottom\":1}", text(swapped, "data/a/worldgen/noise/shared.json"));
        DataPackException e = assertThrows(DataPackException.class, () -> pack.readBytes("data/a/worldgen/noise/none.json"));
        assertTrue(e.getMessage().startsWith("data/a/worldgen/noise/none.json: missing from data packs "), e.getMessage());
        assertTrue(e.getMessage().contains(top.toString()) && e.getMessage().contains(bottom.toString()), e.getMessage());
    }

    @Test
    void listMergesSortedWithoutDuplicates() throws IOException {
        Path top = folder("top", "data/a/worldgen/noise/m.json", "{}", "data/a/worldgen/noise/z.json", "{}",
                "data/a/tags/x.json", "{}");
        Path bottom = zip("bottom.zip", "data/a/worldgen/noise/a.json", "{}", "data/a/worldgen/noise/m.json", "{}",
                "data/a/worldgen/noise/sub/q.json", "{}");
        DataPack pack = DataPack.open(List.of(top, bottom));
        assertEquals(List.of("data/a/worldgen/noise/a.json", "data/a/worldgen/noise/m.json", "data/a/worldgen/noise/sub/q.json",
                "data/a/worldgen/noise/z.json"), pack.list("data/a/worldgen/noise/"));
        assertEquals(List.of(), pack.list("data/c/"));
        assertEquals(5, pack.list("data/").size());
    }

    @Test
    void singleLayerIsThePackItselfAndEmptyIsRejected() throws IOException {
        DataPack p = DataPack.open(folder("one"));
        assertTrue(DataPack.layered(List.of(p)) == p);
        assertThrows(IllegalArgumentException.class, () -> DataPack.layered(List.of()));
        DataPackException e = assertThrows(DataPackException.class, () -> DataPack.open(List.of(folder("two"), tmp.resolve("nope"))));
        assertTrue(e.getMessage().contains("nope"), e.getMessage());
    }

    @Test
    void copyToWritesEveryFileAndReadsBackTheSame() throws IOException {
        Path src = folder("src", "pack.mcmeta", "{\"pack\":{}}", "data/s/worldgen/noise/n.json", "{\"firstOctave\":-3}",
                "data/s/worldgen/density_function/d/e.json", "1.0");
        DataPack pack = DataPack.open(src);
        assertEquals(List.of("data/s/worldgen/density_function/d/e.json", "data/s/worldgen/noise/n.json", "pack.mcmeta"), pack.files());
        Path out = tmp.resolve("world/datapacks/x");
        write(out, "keep.txt", "mine");
        assertEquals(3, pack.copyTo(out));
        DataPack copy = DataPack.open(out);
        for (String f : pack.files()) assertArrayEquals(pack.readBytes(f), copy.readBytes(f), f);
        assertEquals("mine", Files.readString(out.resolve("keep.txt")));
        // a second copy replaces the files in place
        assertEquals(3, pack.copyTo(out));
    }

    @Test
    void classPathPackFromAJarIsReadIntoMemory() throws Exception {
        Path jar = zip("packs.jar", "strata/p/pack.mcmeta", "{\"pack\":{}}", "strata/p/data/s/worldgen/noise/n.json", "{\"j\":1}",
                "strata/other/data/s/worldgen/noise/n.json", "{\"other\":1}", "dev/Some.class", "x");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, null)) {
            DataPack pack = DataPack.fromClasspath(loader, "strata/p/");
            assertEquals(List.of("data/s/worldgen/noise/n.json", "pack.mcmeta"), pack.files());
            assertEquals("{\"j\":1}", text(pack, "data/s/worldgen/noise/n.json"));
            assertEquals(List.of("data/s/worldgen/noise/n.json"), pack.list("data/"));
            Path out = tmp.resolve("out");
            assertEquals(2, pack.copyTo(out));
            assertEquals("{\"pack\":{}}", Files.readString(out.resolve("pack.mcmeta")));
            DataPackException e = assertThrows(DataPackException.class, () -> DataPack.fromClasspath(loader, "strata/none/"));
            assertTrue(e.getMessage().contains("strata/none/pack.mcmeta"), e.getMessage());
        }
    }

    @Test
    void classPathPackFromAFolderReadsTheFolder() throws Exception {
        Path root = tmp.resolve("classes");
        write(root, "strata/p/pack.mcmeta", "{}");
        write(root, "strata/p/data/s/worldgen/noise/n.json", "{\"f\":1}");
        try (URLClassLoader loader = new URLClassLoader(new URL[] {root.toUri().toURL()}, null)) {
            DataPack pack = DataPack.fromClasspath(loader, "strata/p");
            assertEquals(List.of("data/s/worldgen/noise/n.json", "pack.mcmeta"), pack.files());
            assertEquals("{\"f\":1}", text(pack, "data/s/worldgen/noise/n.json"));
        }
    }

    /** An in-memory pack over a folder: its files win, listings merge, its bytes are a copy, its description names it. */
    @Test
    void anInMemoryPackLayersOverAFolder() throws IOException {
        Path below = folder("below", "data/minecraft/dimension/overworld.json", "{\"below\":1}", "data/minecraft/dimension/the_end.json", "{}");
        byte[] mine = "{\"mine\":1}".getBytes(StandardCharsets.UTF_8);
        DataPack top = DataPack.inMemory("the world's own settings", java.util.Map.of("data/minecraft/dimension/overworld.json", mine));
        mine[2] = 'X'; // the caller's array changes later: the pack kept a copy
        DataPack pack = DataPack.layered(List.of(top, DataPack.open(below)));
        assertEquals("{\"mine\":1}", text(pack, "data/minecraft/dimension/overworld.json"));
        assertEquals("the world's own settings", pack.sourceOf("data/minecraft/dimension/overworld.json"));
        assertEquals(List.of("data/minecraft/dimension/overworld.json", "data/minecraft/dimension/the_end.json"), pack.list("data/minecraft/dimension/"));
        DataPackException missing = assertThrows(DataPackException.class, () -> top.readBytes("data/minecraft/dimension/nether.json"));
        assertTrue(missing.getMessage().contains("missing from data pack the world's own settings"), missing.getMessage());
    }
}
