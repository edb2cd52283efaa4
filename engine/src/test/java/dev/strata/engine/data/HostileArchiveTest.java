package dev.strata.engine.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.Deflater;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Decompression bombs: every inflate of a pack zip or server jar is capped ({@link ArchiveLimits}). */
class HostileArchiveTest {
    @TempDir
    Path tmp;

    /** Writes {@code size} zero bytes into the current entry, streaming (the zip stays about size / 1000 bytes). */
    private static void zeros(ZipOutputStream zo, long size) throws IOException {
        byte[] buf = new byte[1 << 16];
        for (long left = size; left > 0; left -= buf.length) zo.write(buf, 0, (int) Math.min(buf.length, left));
    }

    /** A zip holding {@code name} inflating to {@code size} zero bytes, plus a small valid data file. */
    private static byte[] bombZip(String name, long size) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream zo = new ZipOutputStream(b)) {
            zo.setLevel(Deflater.BEST_SPEED);
            zo.putNextEntry(new ZipEntry("data/a/worldgen/noise/ok.json"));
            zo.write("{}".getBytes(StandardCharsets.UTF_8));
            zo.putNextEntry(new ZipEntry(name));
            zeros(zo, size);
            zo.closeEntry();
        }
        return b.toByteArray();
    }

    /** A server-jar shaped archive bundling {@code inner} under {@code META-INF/versions/}. */
    private static byte[] bundling(byte[] inner) throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream zo = new ZipOutputStream(b)) {
            zo.putNextEntry(new ZipEntry("META-INF/versions/26.2/server-26.2.jar"));
            zo.write(inner);
            zo.closeEntry();
        }
        return b.toByteArray();
    }

    private Path file(String name, byte[] bytes) throws IOException {
        Path p = tmp.resolve(name);
        Files.write(p, bytes);
        return p;
    }

    @Test
    void aDataEntryOverTheCapIsUnreadableInputNamingIt() throws IOException {
        // 64 MiB of zeros, over the default 16 MiB per file; the zip is about 64 KB
        Path zip = file("bomb.zip", bombZip("data/a/worldgen/noise/big.json", 64L << 20));
        assertTrue(Files.size(zip) < 1 << 20);
        DataPackException e = assertThrows(DataPackException.class, () -> DataPack.open(zip));
        assertTrue(e.getMessage().startsWith(zip + "!/data/a/worldgen/noise/big.json: unreadable: inflates to more than 16 MiB"),
                e.getMessage());
    }

    @Test
    void aBundledJarIsCappedToo() throws IOException {
        Path jar = file("server.jar", bundling(bombZip("data/a/worldgen/noise/big.json", 8L << 20)));
        ArchiveLimits small = new ArchiveLimits(1 << 20, 64L << 20, 1L << 30);
        DataPackException e = assertThrows(DataPackException.class, () -> DataPack.open(jar, small, SymlinkAllowList.NONE));
        assertTrue(e.getMessage().startsWith(jar + "!/META-INF/versions/26.2/server-26.2.jar!/data/a/worldgen/noise/big.json: "
                + "unreadable: inflates to more than 1 MiB"), e.getMessage());
    }

    @Test
    void theKeptTotalAndTheInflatedTotalAreCapped() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream zo = new ZipOutputStream(b)) {
            for (int i = 0; i < 12; i++) {
                zo.putNextEntry(new ZipEntry("data/a/worldgen/noise/n" + i + ".json"));
                zeros(zo, 1000);
            }
        }
        Path many = file("many.zip", b.toByteArray());
        // each file is under the 1 KiB cap, twelve of them are over 8 KiB together
        DataPackException e = assertThrows(DataPackException.class,
                () -> DataPack.open(many, new ArchiveLimits(1024, 8192, 1L << 30), SymlinkAllowList.NONE));
        assertTrue(e.getMessage().contains("inflate to more than 8192 bytes together"), e.getMessage());
        // a skipped entry (not under data/) still counts towards everything inflated
        Path skipped = file("skipped.zip", bombZip("assets/huge.bin", 4L << 20));
        e = assertThrows(DataPackException.class,
                () -> DataPack.open(skipped, new ArchiveLimits(1024, 8192, 1L << 20), SymlinkAllowList.NONE));
        assertTrue(e.getMessage().startsWith(skipped + "!/assets/huge.bin: unreadable: the archive inflates to more than 1 MiB in all"),
                e.getMessage());
        // within the limits it opens
        assertEquals(List.of("data/a/worldgen/noise/ok.json"),
                DataPack.open(skipped, new ArchiveLimits(1024, 8192, 8L << 20), SymlinkAllowList.NONE).files());
    }

    @Test
    void aFolderFileOverTheCapIsRefused() throws IOException {
        Path pack = tmp.resolve("folder");
        Files.createDirectories(pack.resolve("data/a/worldgen/noise"));
        Files.write(pack.resolve("data/a/worldgen/noise/big.json"), new byte[4096]);
        DataPack p = DataPack.open(pack, new ArchiveLimits(1024, 8192, 1L << 20), SymlinkAllowList.NONE);
        DataPackException e = assertThrows(DataPackException.class, () -> p.readBytes("data/a/worldgen/noise/big.json"));
        assertTrue(e.getMessage().contains("big.json: unreadable: inflates to more than 1024 bytes"), e.getMessage());
    }

    @Test
    void aJsonFileTooLargeToParseSafelyIsRefused() throws IOException {
        Path pack = tmp.resolve("json");
        Files.createDirectories(pack.resolve("data/a/worldgen/noise"));
        StringBuilder sb = new StringBuilder("[");
        while (sb.length() < DataPack.MAX_JSON_BYTES) sb.append("0,");
        Files.writeString(pack.resolve("data/a/worldgen/noise/big.json"), sb.append("0]"));
        DataPack p = DataPack.open(pack);
        DataPackException e = assertThrows(DataPackException.class, () -> p.readJson("data/a/worldgen/noise/big.json"));
        assertTrue(e.getMessage().startsWith("data/a/worldgen/noise/big.json: unreadable: "), e.getMessage());
        assertTrue(e.getMessage().endsWith("bytes of JSON, more than the 4 MiB a data pack JSON file may have"), e.getMessage());
    }

    /**
     * The case in a child JVM with a 256 MiB heap: a zip with one data entry of 1 GiB of zeros and a server
     * jar bundling it are refused as unreadable input, never an out-of-memory error (which the old reader, holding each
     * entry whole, ran into).
     */
    @Test
    void memoryStaysBoundedInASmallHeap() throws Exception {
        byte[] inner = bombZip("data/a/worldgen/noise/big.json", 1L << 30);
        Path zip = file("bomb.zip", inner);
        Path jar = file("bomb.jar", bundling(inner));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String cp = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Process p = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp", cp, ArchiveBombMain.class.getName(),
                zip.toString(), jar.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(120, TimeUnit.SECONDS));
        assertEquals(0, p.exitValue(), out);
        assertTrue(out.contains("refused " + zip + "!/data/a/worldgen/noise/big.json: unreadable: inflates to more than 16 MiB"), out);
        assertTrue(out.contains("refused " + jar + "!/META-INF/versions/26.2/server-26.2.jar!/data/a/worldgen/noise/big.json: unreadable"),
                out);
    }

    @Test
    void aZipKeepsItsPackMcmeta() throws IOException {
        ByteArrayOutputStream b = new ByteArrayOutputStream();
        try (ZipOutputStream zo = new ZipOutputStream(b)) {
            zo.putNextEntry(new ZipEntry("pack.mcmeta"));
            zo.write("{\"pack\":{}}".getBytes(StandardCharsets.UTF_8));
            zo.putNextEntry(new ZipEntry("data/a/worldgen/noise/n.json"));
            zo.write("{}".getBytes(StandardCharsets.UTF_8));
        }
        DataPack p = DataPack.open(file("p.zip", b.toByteArray()));
        assertTrue(p.exists("pack.mcmeta"));
        assertEquals(List.of("data/a/worldgen/noise/n.json", "pack.mcmeta"), p.files());
    }

}
